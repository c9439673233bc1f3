import { CONTACT_SUBJECT_LABELS, PARTNERSHIP_SUBJECTS } from '@nodal/shared/enums';
import { api } from '@nodal/shared/paths';
import { useId, useState, type FormEvent } from 'react';
import { Field, Honeypot, Spinner } from './lib/Field';
import { fieldErrorsFrom, fieldErrorsFromServer, focusFirstError, loadSchemas, postJson, serverMessage, trackCta, type FieldErrors } from './lib/forms';
import { toast } from './lib/toast';

const empty = { name: '', email: '', subject: PARTNERSHIP_SUBJECTS[0] as string, message: '', website: '' };
type Key = keyof typeof empty;

export default function PartnershipForm() {
  const uid = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const set = (key: Key) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const describedBy = (key: Key) => (errors[key] ? `${uid}-${key}-error` : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let parsed;
    try {
      parsed = (await loadSchemas()).contactSchema.safeParse(values);
    } catch {
      toast({ title: 'Error', description: 'Could not submit your message. Please try again later.', variant: 'destructive' });
      return;
    }
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error));
      focusFirstError(form);
      return;
    }
    setSending(true);
    const result = await postJson(api.contact, values);
    setSending(false);
    if (result.kind === 'network-error') {
      toast({ title: 'Error', description: 'Could not submit your message. Please try again later.', variant: 'destructive' });
      return;
    }
    if (result.kind === 'invalid-json') {
      toast({ title: 'Error', description: 'Invalid server response', variant: 'destructive' });
      return;
    }
    if (result.kind === 'http-error') {
      setErrors(fieldErrorsFromServer(result.body));
      toast({
        title: 'Submission failed',
        description: serverMessage(result.body) ?? 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Message sent!', description: "We'll get back to you as soon as possible." });
    trackCta({
      actionType: 'contact_form',
      sourceSection: 'contact_section',
      sourceElement: 'partnership_form',
      formData: { subject: values.subject },
    });
    setValues(empty);
    setErrors({});
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void loadSchemas().catch(() => {})} className="relative space-y-5" aria-label="Partnership enquiry" data-form="partnership">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${uid}-name`} label="Name" error={errors.name} required>
          <input
            id={`${uid}-name`}
            name="name"
            autoComplete="name"
            className="field-input"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
        </Field>
        <Field id={`${uid}-email`} label="Email" error={errors.email} required>
          <input
            id={`${uid}-email`}
            name="email"
            type="email"
            autoComplete="email"
            className="field-input"
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
        </Field>
      </div>
      <Field id={`${uid}-subject`} label="Subject" error={errors.subject} required>
        <select
          id={`${uid}-subject`}
          name="subject"
          className="field-input"
          value={values.subject}
          onChange={(e) => set('subject')(e.target.value)}
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
        >
          {PARTNERSHIP_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {CONTACT_SUBJECT_LABELS[s]}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${uid}-message`} label="Message" error={errors.message} required>
        <textarea
          id={`${uid}-message`}
          name="message"
          rows={5}
          className="field-input resize-y"
          placeholder="Tell us about your journal, repository or team, and what you would like to automate."
          value={values.message}
          onChange={(e) => set('message')(e.target.value)}
          required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
        />
      </Field>
      <Honeypot value={values.website} onChange={set('website')} />
      <button type="submit" className="btn btn-primary btn-lg w-full sm:w-auto" disabled={sending}>
        {sending ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          'Send partnership enquiry'
        )}
      </button>
    </form>
  );
}
