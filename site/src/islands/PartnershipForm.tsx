import { CONTACT_SUBJECT_LABELS, PARTNERSHIP_SUBJECTS } from '@nodal/shared/enums';
import { PUBLIC_FORMS } from '@nodal/shared/forms';
import { CONTACT_MESSAGES, NameEmailFields } from './lib/contact-form';
import { Field, PublicForm } from './lib/Field';
import { trackCta } from './lib/forms';
import { usePublicForm } from './lib/usePublicForm';

const empty = { name: '', email: '', subject: PARTNERSHIP_SUBJECTS[0] as string, message: '', website: '' };
const labels = PUBLIC_FORMS.partnership.fields;

export default function PartnershipForm() {
  const form = usePublicForm('partnership', empty, {
    schema: 'contactSchema',
    payload: (v) => v,
    messages: CONTACT_MESSAGES,
    // The analytics event belongs to the partnership form only; the simple contact form sends none.
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
    <PublicForm
      form={form}
      submitLabel="Send Partnership Enquiry"
      submitClassName="btn btn-primary btn-lg w-full sm:w-auto"
    >
      <NameEmailFields field={field} errors={errors} labels={labels} required />
      <Field id={field('subject').id} label={labels.subject} error={errors.subject} required>
        <select {...field('subject')} className="field-input" required>
          {PARTNERSHIP_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {CONTACT_SUBJECT_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={field('message').id} label={labels.message} error={errors.message} required>
        <textarea
          {...field('message')}
          rows={5}
          className="field-input resize-y"
          placeholder="Tell us about your journal, repository or team, and what you would like to automate."
          required
        />
      </Field>
    </PublicForm>
  );
}
