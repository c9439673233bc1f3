import { WEBSITE_CONTACT_SUBJECT } from '@nodal/shared/enums';
import { api } from '@nodal/shared/paths';
import { Field, Honeypot, SubmitButton } from './lib/Field';
import { useSchemaForm } from './lib/useSchemaForm';

const empty = { name: '', email: '', message: '', website: '' };

/** Spec §5: nothing is required here but the message the server needs; it always sends website_contact. */
export default function SimpleContactForm() {
  const form = useSchemaForm(empty, {
    schema: 'contactSchema',
    endpoint: api.contact,
    payload: (v) => ({ ...v, subject: WEBSITE_CONTACT_SUBJECT }),
    messages: {
      success: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
      failedTitle: 'Submission failed',
      failedFallback: 'Something went wrong. Please try again.',
      network: 'Could not submit your message. Please try again later.',
      invalidJson: 'Invalid server response',
    },
  });
  const { field, errors } = form;

  return (
    <form noValidate onSubmit={form.onSubmit} onFocus={form.warmUp} className="relative space-y-5" aria-label="Quick message" data-form="simple-contact">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={field('name').id} label="Name" error={errors.name}>
          <input {...field('name')} autoComplete="name" className="field-input" />
        </Field>
        <Field id={field('email').id} label="Email" error={errors.email}>
          <input {...field('email')} type="email" autoComplete="email" className="field-input" />
        </Field>
      </div>
      <Field id={field('message').id} label="Message" error={errors.message} required>
        <textarea
          {...field('message')}
          rows={4}
          className="field-input resize-y"
          placeholder="A question, an idea, a workflow you wish existed."
        />
      </Field>
      <Honeypot value={form.values.website} onChange={form.set('website')} />
      <SubmitButton sending={form.sending} className="btn btn-secondary btn-lg w-full sm:w-auto">
        Send message
      </SubmitButton>
    </form>
  );
}
