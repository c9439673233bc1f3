// What a public form already shows when its island hydrates: the visitor may have typed before the
// script arrived, and the page after a post made without JavaScript comes filled in with the values,
// the field errors and the outcome. The island starts from this instead of from empty state, so
// hydrating never loses a character.
import type { FieldErrors } from './forms';

export interface FormStatus {
  kind: 'sent' | 'error';
  title: string;
  text: string;
}

export interface RenderedForm<V> {
  values: V;
  errors: FieldErrors;
  status: FormStatus | null;
}

/** The id of a field's error line; the form page's server fills the same element. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * Reads the form with id `formId` from the document: each key of `empty` from the control of that
 * name, its error from its error line, and the status box. Null outside a browser or before the
 * form exists (a first client render).
 */
export function readRenderedForm<V extends Record<string, string>>(formId: string, empty: V): RenderedForm<V> | null {
  if (typeof document === 'undefined') return null;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  const values = { ...empty };
  const errors: FieldErrors = {};
  for (const key of Object.keys(empty) as (keyof V & string)[]) {
    const control = form.elements.namedItem(key);
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      values[key] = control.value as V[typeof key];
      const line = control.id ? document.getElementById(errorIdOf(control.id)) : null;
      const text = line && !line.hidden ? line.textContent?.trim() : '';
      if (text) errors[key] = text;
    }
  }
  const box = form.querySelector<HTMLElement>('[data-form-status]');
  const kind = box?.dataset.formStatus;
  const status: FormStatus | null =
    box && !box.hidden && (kind === 'sent' || kind === 'error')
      ? {
          kind,
          title: box.querySelector('[data-form-status-title]')?.textContent ?? '',
          text: box.querySelector('[data-form-status-text]')?.textContent ?? '',
        }
      : null;
  return { values, errors, status };
}

/** True when both hold the same values. */
export function sameValues<V extends Record<string, string>>(a: V, b: V): boolean {
  return Object.keys(a).every((key) => a[key] === b[key]);
}
