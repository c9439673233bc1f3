// What the three public forms share: zod issues to one message per field, reading the server's
// answer, and the POST itself. Kept free of React so it can be unit-tested.
import { firstFieldErrors } from '@nodal/shared/field-errors';
import { api } from '@nodal/shared/paths';
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

export function serverMessage(body: unknown): string | null {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

export type PostResult =
  | { kind: 'ok'; body: unknown }
  | { kind: 'http-error'; status: number; body: unknown }
  | { kind: 'invalid-json'; status: number }
  | { kind: 'network-error' };

/** POSTs JSON with credentials, like every call the product makes, and classifies the outcome; never throws. */
export async function postJson(url: string, payload: unknown, fetcher: typeof fetch = fetch): Promise<PostResult> {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { kind: 'network-error' };
  }
  let body: unknown = null;
  const text = await res.text().catch(() => '');
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      return { kind: 'invalid-json', status: res.status };
    }
  }
  return res.ok ? { kind: 'ok', body } : { kind: 'http-error', status: res.status, body };
}

/** Analytics must never get in a visitor's way: failures are swallowed. */
export function trackCta(event: {
  actionType: string;
  sourceSection: string;
  sourceElement: string;
  formData?: Record<string, unknown> | null;
}): void {
  try {
    void fetch(api.trackCta, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...event, sourcePage: location.pathname }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    /* analytics is best effort */
  }
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
