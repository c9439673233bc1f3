// The hook behind the three public forms (signup, partnership, simple contact). It seeds its state
// from the server-rendered form in the page (text typed before hydration, or what the server filled
// in after a post made without JavaScript), validates with the shared schema, POSTs JSON through
// fetchJson, shows the outcome in the form and in a toast, keeps what was typed on failure
// and resets on success. Until it hydrates, or without JavaScript, the same form posts natively.
import { useEffect, useId, useLayoutEffect, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { PUBLIC_FORMS, type PublicFormName } from '@nodal/shared/forms';
import { toast } from '@nodal/ui/toast';
import { fetchJson } from '../../lib/fetch-json';
import { fieldErrorsFrom, fieldErrorsFromServer, focusFirstError, loadSchemas, type FieldErrors } from './forms';
import { mountToaster } from './mountToaster';
import { errorIdOf, readRenderedForm, sameValues, type FormStatus } from './rendered-form';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

export interface SubmitMessages {
  success: { title: string; description: string };
  /** The text of the toast for a non-OK answer without a message of its own. */
  failedFallback: string;
  /** The network-error description (title 'Error'). */
  network: string;
  /** An unparseable answer; without it, it counts as a network error. */
  invalidJson?: string;
}

export interface SubmitOptions<V> {
  schema: 'signupSchema' | 'contactSchema';
  /** What is validated and sent, built from the typed values. */
  payload: (values: V) => unknown;
  messages: SubmitMessages;
  onSuccess?: (sent: V) => void;
}

/** What `field(key)` of a form with known fields spreads onto a control: its id, name, value and error wiring. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export function usePublicForm<V extends Record<string, string>>(
  name: PublicFormName,
  empty: V,
  options: SubmitOptions<V>,
) {
  const spec = PUBLIC_FORMS[name];
  // React's ids start with "_"; an HTML id must start with a letter. The id is the same in the
  // server's HTML and at hydration, which is how the island finds its own form in the page.
  const uid = `form${useId()}`;
  const [initial] = useState(() => readRenderedForm(uid, empty));
  const [values, setValues] = useState(initial?.values ?? empty);
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [status, setStatus] = useState<FormStatus | null>(initial?.status ?? null);
  const [sending, setSending] = useState(false);
  const { messages } = options;
  useEffect(mountToaster, []);

  // Keys pressed while the island was hydrating reached the page but not the state read before it.
  useLayoutEffect(() => {
    const now = readRenderedForm(uid, empty);
    if (now && !sameValues(now.values, values)) setValues(now.values);
    // Once, right after hydration: later renders hold what the visitor typed since.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fail = (description: string, title = 'Error') => {
    setStatus({ kind: 'error', title, text: description });
    toast({ title, description, variant: 'destructive' });
  };

  const set = (key: keyof V) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setStatus(null);
  };

  /** Everything a control needs to be labelled, described by its error and bound to its value. */
  const field = (key: keyof V & string): BoundField => ({
    id: `${uid}-${key}`,
    name: key,
    value: values[key] ?? '',
    onChange: (event) => set(key)(event.target.value),
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? errorIdOf(`${uid}-${key}`) : undefined,
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
      flushSync(() => {
        setErrors(fieldErrorsFrom(parsed.error));
        setStatus(null);
      });
      focusFirstError(form);
      return;
    }
    setSending(true);
    const result = await fetchJson(spec.endpoint, { method: 'POST', json: payload, credentials: 'include' });
    setSending(false);
    if (result.kind === 'network-error' || result.kind === 'aborted') return fail(messages.network);
    if (result.kind === 'invalid-json') return fail(messages.invalidJson ?? messages.network);
    if (result.kind === 'http-error') {
      setErrors(fieldErrorsFromServer(result.body));
      return fail(result.message ?? messages.failedFallback, spec.failedTitle);
    }
    toast(messages.success);
    setValues(empty);
    setErrors({});
    setStatus({ kind: 'sent', ...spec.sent });
    options.onSuccess?.(values);
  }

  /** Starts loading zod on first focus so it is ready by the time the visitor submits. */
  const warmUp = () => void loadSchemas().catch(() => {});

  return { uid, name, spec, values, errors, status, sending, set, field, onSubmit, warmUp };
}

/** What the frame of a public form (`PublicForm`) needs of the hook's state, whatever the form's fields. */
export interface PublicFormFrame {
  uid: string;
  name: PublicFormName;
  spec: (typeof PUBLIC_FORMS)[PublicFormName];
  status: FormStatus | null;
  sending: boolean;
  values: { website?: string };
  set: (key: 'website') => (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  warmUp: () => void;
}
