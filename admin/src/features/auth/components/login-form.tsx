import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { LOGIN_REDIRECT_DELAY_MS, loginSchema, pages, type AuthStatus } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { toast } from '@nodal/ui/toast';
import { login, logout, setAuthCache } from '../api/auth.ts';
import { SecondFactor } from './second-factor.tsx';

export function LoginForm() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  // Stays true from a successful login until the page changes, so nobody signs in twice.
  const [leaving, setLeaving] = useState(false);
  const [secondFactor, setSecondFactor] = useState<'totp' | 'enrol' | null>(null);
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;
  const pending = formState.isSubmitting || leaving;

  const finish = (status: AuthStatus) => {
    setLeaving(true);
    toast({ title: 'Login successful', description: 'Welcome back to Nodal.' });
    setTimeout(() => {
      setAuthCache(status);
      navigate(pages.admin, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
  };

  const onSubmit = handleSubmit(async (data) => {
    try {
      const status = await login(data);
      if (status.secondFactor) setSecondFactor(status.secondFactor);
      else finish(status);
    } catch (error) {
      // A 401 may come from a stale cookie; clearing it server-side lets the next attempt start clean.
      if (error instanceof ApiError && error.status === 401) logout().catch(() => undefined);
      applyServerErrors(form, error);
      const message =
        error instanceof ApiError
          ? (error.serverMessage ?? error.message)
          : error instanceof Error
            ? error.message
            : '';
      toast({ title: 'Login failed', description: message || 'Invalid credentials', variant: 'destructive' });
    }
  });

  if (secondFactor) {
    return (
      <SecondFactor
        mode={secondFactor}
        onSignedIn={finish}
        onBack={() => {
          setSecondFactor(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field label="Email" error={errors.email?.message}>
        {(props) => (
          <Input
            {...props}
            {...register('email')}
            type="email"
            autoComplete="username"
            autoFocus
            placeholder="you@nodal.science"
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message}>
        {(props) => (
          <div className="relative">
            <Input
              {...props}
              {...register('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              className="pr-10"
            />
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
        )}
      </Field>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Logging in...' : 'Login'}
      </Button>
      <p className="text-center text-sm">
        <Link
          to={pages.home}
          reloadDocument
          className="text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 rounded-sm"
        >
          Return to homepage
        </Link>
      </p>
    </form>
  );
}
