import { WEBSITE_CONTACT_SUBJECT } from '@nodal/shared/enums';
import { api } from '@nodal/shared/paths';
import { CONTACT_MESSAGES, NameEmailFields } from './lib/contact-form';
import { Field, PublicForm } from './lib/Field';
import { useSchemaForm } from './lib/useSchemaForm';

const empty = { name: '', email: '', message: '', website: '' };

/** Nothing is required here but the message the server needs; it always sends website_contact. */
export default function SimpleContactForm() {
  const form = useSchemaForm(empty, {
    schema: 'contactSchema',
    endpoint: api.contact,
    payload: (v) => ({ ...v, subject: WEBSITE_CONTACT_SUBJECT }),
    messages: CONTACT_MESSAGES,
  });
  const { field, errors } = form;

  return (
    <PublicForm
      form={form}
      label="Quick message"
      name="simple-contact"
      submitLabel="Send message"
      submitClassName="btn btn-secondary btn-lg w-full sm:w-auto"
    >
      <NameEmailFields field={field} errors={errors} required={false} />
      <Field id={field('message').id} label="Message" error={errors.message} required>
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
