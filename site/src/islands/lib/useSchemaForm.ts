// The state and submit sequence the three public forms share: validate with the shared schema,
// POST, map the outcome to the spec's toasts, keep what was typed on failure, reset on success.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  fieldErrorsFrom,
  fieldErrorsFromServer,
  focusFirstError,
  loadSchemas,
  postJson,
  serverMessage,
  type FieldErrors,
} from './forms';
import { mountToaster } from './mountToaster';
import { toast } from './toast';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export interface SubmitMessages {
  success: { title: string; description: string };
  /** Title of the toast for a non-OK answer; its text is the server's message or `failedFallback`. */
  failedTitle: string;
  failedFallback: string;
  /** The network-error description (title 'Error'). */
  network: string;
  /** An unparseable answer; without it, it counts as a network error. */
  invalidJson?: string;
}

export interface SubmitOptions<V> {
  schema: 'signupSchema' | 'contactSchema';
  endpoint: string;
  /** What is validated and sent, built from the typed values. */
  payload: (values: V) => unknown;
  messages: SubmitMessages;
  onSuccess?: (sent: V) => void;
}

/** What `field(key)` of a form with known fields spreads onto an input: its id, name, value and error wiring. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export function useSchemaForm<V extends Record<string, string>>(empty: V, options: SubmitOptions<V>) {
  // React's ids start with "_"; an HTML id must start with a letter.
  const uid = `form${useId()}`;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const { messages } = options;
  useEffect(mountToaster, []);
  const fail = (description: string, title = 'Error') => toast({ title, description, variant: 'destructive' });

  const set = (key: keyof V) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Everything an input needs to be labelled, described by its error and bound to its value. */
  const field = (key: keyof V & string) => ({
    id: `${uid}-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${uid}-${key}-error` : undefined,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const payload = options.payload(values);
    let schemas: Schemas;
    try {
      schemas = await loadSchemas();
    } catch {
      fail(messages.network);
      return;
    }
    const parsed = schemas[options.schema].safeParse(payload);
    if (!parsed.success) {
      // Rendered synchronously so the invalid fields exist before focus moves to the first one.
      flushSync(() => setErrors(fieldErrorsFrom(parsed.error)));
      focusFirstError(form);
      return;
    }
    setSending(true);
    const result = await postJson(options.endpoint, payload);
    setSending(false);
    if (result.kind === 'network-error') return fail(messages.network);
    if (result.kind === 'invalid-json') return fail(messages.invalidJson ?? messages.network);
    if (result.kind === 'http-error') {
      setErrors(fieldErrorsFromServer(result.body));
      return fail(serverMessage(result.body) ?? messages.failedFallback, messages.failedTitle);
    }
    toast(messages.success);
    setValues(empty);
    setErrors({});
    options.onSuccess?.(values);
  }

  /** Starts loading zod on first focus so it is ready by the time the visitor submits. */
  const warmUp = () => void loadSchemas().catch(() => {});

  return { uid, values, errors, sending, set, field, onSubmit, warmUp };
}
