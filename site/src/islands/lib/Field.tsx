import type { ReactNode } from 'react';
import { errorIdOf } from './rendered-form';
import type { FormStatus } from './rendered-form';
import type { PublicFormFrame } from './usePublicForm';

/**
 * Label, control and the field's message under it, wired for screen readers. The message line is
 * always there, hidden while empty: the form page's server fills the same line after a post made
 * without JavaScript, and hydration finds what it would render.
 */
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
      <p id={errorIdOf(id)} className="field-error" data-field-error hidden={!error}>
        {error}
      </p>
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
 * The outcome of the last submit, in the form itself: what happens next once it was sent, or why it
 * failed. Always in the page (hidden while empty) so screen readers announce it when it fills.
 */
function FormStatusBox({ status }: { status: FormStatus | null }) {
  // Styled by its data attribute, not by the state, so the box the server fills looks the same.
  return (
    <div data-form-status={status?.kind ?? ''} role="status" hidden={!status} className="form-status">
      <p data-form-status-title className="font-semibold">
        {status?.title}
      </p>
      <p data-form-status-text className="mt-1">
        {status?.text}
      </p>
    </div>
  );
}

/**
 * The frame of a public form: a real form that posts to the API, so it works before its island
 * hydrates and with JavaScript off; once hydrated, the island sends it as JSON instead. No browser
 * bubbles (the shared schema speaks, in the page's words), zod loading from the first focus, the
 * outcome first, the honeypot last among the fields, then the submit button.
 */
export function PublicForm({
  form,
  submitLabel,
  submitClassName,
  children,
  footer,
}: {
  form: PublicFormFrame;
  submitLabel: string;
  submitClassName: string;
  children: ReactNode;
  /** A line under the submit button. */
  footer?: ReactNode;
}) {
  const hidden: Readonly<Record<string, string>> = 'hidden' in form.spec ? form.spec.hidden : {};
  return (
    <form
      id={form.uid}
      method="post"
      action={form.spec.endpoint}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={form.warmUp}
      className="relative space-y-5"
      aria-label={form.spec.label}
      data-form={form.name}
    >
      <FormStatusBox status={form.status} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <Honeypot value={form.values.website ?? ''} onChange={form.set('website')} />
      <SubmitButton sending={form.sending} className={submitClassName}>
        {submitLabel}
      </SubmitButton>
      {footer}
    </form>
  );
}
