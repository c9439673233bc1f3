import { api } from '@nodal/shared/paths';
import { Field, Honeypot, SubmitButton } from './lib/Field';
import { trackCta } from './lib/forms';
import { useSchemaForm } from './lib/useSchemaForm';

const empty = { name: '', email: '', website: '' };

export default function SignupForm() {
  const form = useSchemaForm(empty, {
    schema: 'signupSchema',
    endpoint: api.signup,
    // The public form asks for name and email only; institution and research area still travel, empty.
    payload: (v) => ({ name: v.name, email: v.email, institution: null, researchArea: null, website: v.website }),
    messages: {
      success: { title: 'Success!', description: "You've been added to our early access list." },
      failedTitle: 'Something went wrong.',
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
    <form noValidate onSubmit={form.onSubmit} onFocus={form.warmUp} className="relative space-y-5" aria-label="Early access signup" data-form="signup">
      <Field id={field('name').id} label="Full name" error={errors.name} required>
        <input {...field('name')} autoComplete="name" className="field-input" placeholder="Dr. Ada Okafor" required />
      </Field>
      <Field id={field('email').id} label="Work email" error={errors.email} required>
        <input {...field('email')} type="email" autoComplete="email" className="field-input" placeholder="ada@university.edu" required />
      </Field>
      <Honeypot value={form.values.website} onChange={form.set('website')} />
      <SubmitButton sending={form.sending} className="btn btn-primary btn-lg w-full">
        Sign Up for Early Access
      </SubmitButton>
      <p className="text-center text-xs text-slate-500">No credit card. We only email you about your access.</p>
    </form>
  );
}
