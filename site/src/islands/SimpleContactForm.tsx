import { WEBSITE_CONTACT_SUBJECT } from '@nodal/shared/enums';
import { PUBLIC_FORMS } from '@nodal/shared/forms';
import { CONTACT_MESSAGES, NameEmailFields } from './lib/contact-form';
import { Field, PublicForm } from './lib/Field';
import { usePublicForm } from './lib/usePublicForm';

const empty = { name: '', email: '', message: '', website: '' };
const labels = PUBLIC_FORMS['simple-contact'].fields;

/** Nothing is required here but the message the server needs; it always sends website_contact. */
export default function SimpleContactForm() {
  const form = usePublicForm('simple-contact', empty, {
    schema: 'contactSchema',
    payload: (v) => ({ ...v, subject: WEBSITE_CONTACT_SUBJECT }),
    messages: CONTACT_MESSAGES,
  });
  const { field, errors } = form;

  return (
    <PublicForm form={form} submitLabel="Send Message" submitClassName="btn btn-secondary btn-lg w-full sm:w-auto">
      <NameEmailFields field={field} errors={errors} labels={labels} required={false} />
      <Field id={field('message').id} label={labels.message} error={errors.message} required>
        <textarea
          {...field('message')}
          rows={4}
          className="field-input resize-y"
          placeholder="A question, an idea, a workflow you wish existed."
        />
      </Field>
    </PublicForm>
  );
}
