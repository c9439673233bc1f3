import { PUBLIC_FORMS } from '@nodal/shared/forms';
import { Field, PublicForm } from './lib/Field';
import { trackCta } from './lib/forms';
import { usePublicForm } from './lib/usePublicForm';

// `ref`: the referral code a subscriber's personal link fills in on the form's own page.
const empty = { name: '', email: '', website: '', ref: '' };
const labels = PUBLIC_FORMS.signup.fields;

export default function SignupForm() {
  const form = usePublicForm('signup', empty, {
    schema: 'signupSchema',
    // The public form asks for name and email only; institution and research area still travel, empty.
    payload: (v) => ({
      name: v.name,
      email: v.email,
      institution: null,
      researchArea: null,
      website: v.website,
      ...(v.ref ? { ref: v.ref } : {}),
    }),
    messages: {
      success: { title: 'Success!', description: "You've been added to our early access list." },
      failedFallback: 'Please try again later.',
      network: 'Could not submit your request.',
    },
    onSuccess: () =>
      trackCta({
        actionType: 'form_submission',
        sourceSection: 'signup_section',
        sourceElement: 'signup_form',
        formData: { form: 'early_access', fields: ['name', 'email'] },
      }),
  });
  const { field, errors } = form;

  return (
    <PublicForm
      form={form}
      submitLabel="Sign Up for Early Access"
      submitClassName="btn btn-primary btn-lg w-full"
      footer={<p className="text-center text-xs text-slate-500">{PUBLIC_FORMS.signup.consent}</p>}
    >
      <input type="hidden" name="ref" value={form.values.ref} />
      <Field id={field('name').id} label={labels.name} error={errors.name} required>
        <input
          {...field('name')}
          type="text"
          autoComplete="name"
          className="field-input"
          placeholder="Dr. Ada Okafor"
          required
        />
      </Field>
      <Field id={field('email').id} label={labels.email} error={errors.email} required>
        <input
          {...field('email')}
          type="email"
          autoComplete="email"
          className="field-input"
          placeholder="ada@university.edu"
          required
        />
      </Field>
    </PublicForm>
  );
}
