import { api } from '@nodal/shared/paths';
import { useId, useState, type FormEvent } from 'react';
import { Field, Honeypot, Spinner } from './lib/Field';
import { fieldErrorsFrom, fieldErrorsFromServer, focusFirstError, loadSchemas, postJson, serverMessage, trackCta, type FieldErrors } from './lib/forms';
import { toast } from './lib/toast';

const empty = { name: '', email: '', website: '' };

export default function SignupForm() {
  const uid = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (key: keyof typeof empty) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The public form asks for name and email only; institution and research area still travel, empty.
    const payload = { name: values.name, email: values.email, institution: null, researchArea: null, website: values.website };
    const form = event.currentTarget;
    let parsed;
    try {
      parsed = (await loadSchemas()).signupSchema.safeParse(payload);
    } catch {
      toast({ title: 'Error', description: 'Could not submit your request.', variant: 'destructive' });
      return;
    }
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstError(form);
      return;
    }
    setSending(true);
    const result = await postJson(api.signup, payload);
    setSending(false);
    if (result.kind === 'network-error' || result.kind === 'invalid-json') {
      toast({ title: 'Error', description: 'Could not submit your request.', variant: 'destructive' });
      return;
    }
    if (result.kind === 'http-error') {
      setErrors(fieldErrorsFromServer(result.body));
      toast({ title: 'Something went wrong.', description: serverMessage(result.body) ?? 'Please try again later.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Success!', description: "You've been added to our early access list." });
    setValues(empty);
    setErrors({});
    trackCta({
      actionType: 'form_submission',
      sourceSection: 'signup_section',
      sourceElement: 'signup_form',
      formData: { form: 'early_access', fields: ['name', 'email'] },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void loadSchemas().catch(() => {})} className="relative space-y-5" aria-label="Early access signup" data-form="signup">
      <Field id={`${uid}-name`} label="Full name" error={errors.name} required>
        <input
          id={`${uid}-name`}
          name="name"
          autoComplete="name"
          className="field-input"
          placeholder="Dr. Ada Okafor"
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${uid}-name-error` : undefined}
        />
      </Field>
      <Field id={`${uid}-email`} label="Work email" error={errors.email} required>
        <input
          id={`${uid}-email`}
          name="email"
          type="email"
          autoComplete="email"
          className="field-input"
          placeholder="ada@university.edu"
          value={values.email}
          onChange={(e) => set('email')(e.target.value)}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${uid}-email-error` : undefined}
        />
      </Field>
      <Honeypot value={values.website} onChange={set('website')} />
      <button type="submit" className="btn btn-primary btn-lg w-full" disabled={sending}>
        {sending ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          'Sign Up for Early Access'
        )}
      </button>
      <p className="text-center text-xs text-slate-500">No credit card. We only email you about your access.</p>
    </form>
  );
}

