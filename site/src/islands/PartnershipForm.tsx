import { CONTACT_SUBJECT_LABELS, PARTNERSHIP_SUBJECTS } from '@nodal/shared/enums';
import { api } from '@nodal/shared/paths';
import { Field, Honeypot, SubmitButton } from './lib/Field';
import { trackCta } from './lib/forms';
import { useSchemaForm } from './lib/useSchemaForm';

const empty = { name: '', email: '', subject: PARTNERSHIP_SUBJECTS[0] as string, message: '', website: '' };

export default function PartnershipForm() {
  const form = useSchemaForm(empty, {
    schema: 'contactSchema',
    endpoint: api.contact,
    payload: (v) => v,
    messages: {
      success: { title: 'Message sent!', description: "We'll get back to you as soon as possible." },
      failedTitle: 'Submission failed',
      failedFallback: 'Something went wrong. Please try again.',
      network: 'Could not submit your message. Please try again later.',
      invalidJson: 'Invalid server response',
    },
    // Spec §7: the analytics event belongs to the partnership form only.
    onSuccess: (sent) =>
      trackCta({
        actionType: 'contact_form',
        sourceSection: 'contact_section',
        sourceElement: 'partnership_form',
        formData: { subject: sent.subject },
      }),
  });
  const { field, errors } = form;

  return (
    <form noValidate onSubmit={form.onSubmit} onFocus={form.warmUp} className="relative space-y-5" aria-label="Partnership enquiry" data-form="partnership">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={field('name').id} label="Name" error={errors.name} required>
          <input {...field('name')} autoComplete="name" className="field-input" required />
        </Field>
        <Field id={field('email').id} label="Email" error={errors.email} required>
          <input {...field('email')} type="email" autoComplete="email" className="field-input" required />
        </Field>
      </div>
      <Field id={field('subject').id} label="Subject" error={errors.subject} required>
        <select {...field('subject')} className="field-input" required>
          {PARTNERSHIP_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {CONTACT_SUBJECT_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={field('message').id} label="Message" error={errors.message} required>
        <textarea
          {...field('message')}
          rows={5}
          className="field-input resize-y"
          placeholder="Tell us about your journal, repository or team, and what you would like to automate."
          required
        />
      </Field>
      <Honeypot value={form.values.website} onChange={form.set('website')} />
      <SubmitButton sending={form.sending} className="btn btn-primary btn-lg w-full sm:w-auto">
        Send partnership enquiry
      </SubmitButton>
    </form>
  );
}
