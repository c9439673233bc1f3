import type { FormEvent, ReactNode } from 'react';

/** Label, control and the field's message under it, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="field-error" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Bots fill every input; people never see this one. The server answers a filled one like a success. */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}

export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} animate-spin`} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity=".25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The submit button of a public form: disabled and reading 'Sending...' while the request runs. */
export function SubmitButton({
  sending,
  className,
  children,
}: {
  sending: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className} disabled={sending}>
      {sending ? (
        <>
          <Spinner /> Sending...
        </>
      ) : (
        children
      )}
    </button>
  );
}

/**
 * The frame of a public form: no browser bubbles (the shared schema speaks, in the page's words),
 * zod loading from the first focus, the honeypot last among the fields, then the submit button.
 * `form` is what `useSchemaForm` returns.
 */
export function PublicForm({
  form,
  label,
  name,
  submitLabel,
  submitClassName,
  children,
  footer,
}: {
  form: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    warmUp: () => void;
    sending: boolean;
    values: { website: string };
    set: (key: 'website') => (value: string) => void;
  };
  /** The form's accessible name. */
  label: string;
  /** Its `data-form` name, which the page and the browser tests find it by. */
  name: string;
  submitLabel: string;
  submitClassName: string;
  children: ReactNode;
  /** A line under the submit button. */
  footer?: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.warmUp}
      className="relative space-y-5"
      aria-label={label}
      data-form={name}
    >
      {children}
      <Honeypot value={form.values.website} onChange={form.set('website')} />
      <SubmitButton sending={form.sending} className={submitClassName}>
        {submitLabel}
      </SubmitButton>
      {footer}
    </form>
  );
}
