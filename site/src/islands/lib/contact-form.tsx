// What the two forms that post to /api/contact (partnership enquiry, quick message) have in common.
import type { FieldErrors } from './forms';
import { Field } from './Field';
import type { BoundField, SubmitMessages } from './usePublicForm';

/** The toasts for a contact message, the same whichever of the two contact forms sent it. */
export const CONTACT_MESSAGES: SubmitMessages = {
  success: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
  failedFallback: 'Something went wrong. Please try again.',
  network: 'Could not submit your message. Please try again later.',
  invalidJson: 'Invalid server response',
};

/** Name and email side by side; the partnership form requires both, the quick message neither. */
export function NameEmailFields({
  field,
  errors,
  labels,
  required,
}: {
  field: (key: 'name' | 'email') => BoundField;
  errors: FieldErrors;
  labels: { name: string; email: string };
  required: boolean;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={field('name').id} label={labels.name} error={errors.name} required={required}>
        <input {...field('name')} type="text" autoComplete="name" className="field-input" required={required} />
      </Field>
      <Field id={field('email').id} label={labels.email} error={errors.email} required={required}>
        <input {...field('email')} type="email" autoComplete="email" className="field-input" required={required} />
      </Field>
    </div>
  );
}
