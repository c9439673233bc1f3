import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  acceptInviteSchema,
  LOGIN_REDIRECT_DELAY_MS,
  pages,
  PASSWORD_RULES,
  STAFF_ROLE_LABELS,
  type InvitePreview,
} from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { toast } from '@nodal/ui/toast';
import { setAuthCache } from '../../auth/index.ts';
import { PasswordInput } from '../../security/index.ts';
import { acceptInvite, previewInvite } from '../api/team.ts';

/**
 * The page an invitation link opens. The token is read from the URL fragment (never sent to a
 * server in a request line or a Referer) and sent in the request body.
 */
export function AcceptInvite() {
  const { hash } = useLocation();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  const navigate = useNavigate();
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(
    token ? null : 'This invitation link is incomplete. Ask for a new one.',
  );
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(acceptInviteSchema, { token, name: '', password: '' });
  const { register, handleSubmit, formState } = form;

  useEffect(() => {
    if (!token) return;
    let live = true;
    previewInvite(token)
      .then((p) => live && setPreview(p))
      .catch((error: unknown) => live && setProblem(errorMessage(error, 'This invitation cannot be opened')));
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = handleSubmit(async (data) => {
    try {
      const status = await acceptInvite(data);
      setLeaving(true);
      toast({ title: 'Welcome to Nodal', description: 'Your account is ready.' });
      setTimeout(() => {
        setAuthCache(status);
        navigate(pages.admin, { replace: true });
      }, LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      applyServerErrors(form, error);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not create your account'),
        variant: 'destructive',
      });
    }
  });

  if (problem) {
    return (
      <div role="alert" className="space-y-2 text-center">
        <p className="text-sm font-medium text-slate-900">{problem}</p>
        <p className="text-sm text-slate-500">Invitation links work once and expire after 72 hours.</p>
      </div>
    );
  }
  if (!preview) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-500">
        <Spinner /> Checking your invitation...
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">
        You are joining as{' '}
        <strong className="font-medium text-slate-900">{STAFF_ROLE_LABELS[preview.role].toLowerCase()}</strong> with{' '}
        <strong className="font-medium wrap-anywhere text-slate-900">{preview.email}</strong>.
      </p>
      <input type="email" name="username" autoComplete="username" value={preview.email} hidden readOnly />
      <Field label="Your name" error={formState.errors.name?.message}>
        {(p) => <Input {...p} {...register('name')} autoComplete="name" autoFocus />}
      </Field>
      <Field
        label="Password"
        error={formState.errors.password?.message}
        hint={`${PASSWORD_RULES.minLength}–${PASSWORD_RULES.maxLength} characters. Common passwords are refused.`}
      >
        {(p) => <PasswordInput {...p} {...register('password')} autoComplete="new-password" />}
      </Field>
      <Button type="submit" disabled={formState.isSubmitting || leaving} className="w-full">
        {formState.isSubmitting || leaving ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
