// What the three public forms share besides the hook: zod issues to one message per field, the
// server's field errors, loading the schemas, and the call-to-action beacon. Free of React so it
// can be unit-tested.
import { firstFieldErrors } from '@nodal/shared/field-errors';
import { api } from '@nodal/shared/paths';
import { fetchJson } from '../../lib/fetch-json';
import type { z } from 'zod';
// Types only: erased from the bundle, so zod still loads on first need.
import type * as Schemas from '@nodal/shared/schemas';

export type FieldErrors = Partial<Record<string, string>>;

/** First message per top-level field, in the order the schema reported them. */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  return firstFieldErrors(error.issues);
}

/** The API's `errors` (field → messages) to one message per field. */
export function fieldErrorsFromServer(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) out[key] = first;
  }
  return out;
}

/** Analytics must never get in a visitor's way: the outcome is not awaited, and fetchJson never throws. */
export function trackCta(event: {
  actionType: string;
  sourceSection: string;
  sourceElement: string;
  formData?: Record<string, unknown> | null;
}): void {
  void fetchJson(api.trackCta, {
    method: 'POST',
    json: { ...event, sourcePage: location.pathname },
    credentials: 'include',
    keepalive: true,
  });
}

let schemas: Promise<typeof Schemas> | null = null;
/**
 * The shared zod schemas, loaded on first need: zod is the largest thing the forms use, and most
 * visitors never submit one. Forms call this on first focus so it is ready by the time they submit.
 */
export function loadSchemas(): Promise<typeof Schemas> {
  schemas ??= import('@nodal/shared/schemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  return schemas;
}

/** Moves focus to the first field that needs attention; call it once the messages are rendered. */
export function focusFirstError(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
