// The login's second step, shown only when the password was right and the account (or the team's
// policy) asks for more: a code from the app or a recovery code, or enrolment on the spot.
import { useCallback, useState } from 'react';
import { api, twoFactorCodeSchema, type AuthStatus, type TwoFactorSetup } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { apiData, errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { CodeField, RecoveryCodes, TwoFactorEnrolment } from '../../security/index.ts';

type Signed = AuthStatus & { recoveryCodes?: string[] };
const verify = (code: string) => apiData<Signed>(api.authTwoFactor, { method: 'POST', body: { code } });

function CodeStep({ onSignedIn, onBack }: { onSignedIn: (s: AuthStatus) => void; onBack: () => void }) {
  const form = useSchemaForm(twoFactorCodeSchema, { code: '' });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onSignedIn(await verify(code));
    } catch (error) {
      if (!applyServerErrors(form, error))
        form.setError('code', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">Enter the 6-digit code from your authenticator app.</p>
      <CodeField
        error={formState.errors.code?.message}
        registration={register('code')}
        allowRecovery
        hint="Lost your phone? Enter one of your recovery codes instead."
      />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <Button variant="ghost" onClick={onBack} className="w-full">
        Back to Login
      </Button>
    </form>
  );
}

function EnrolStep({ onSignedIn, onBack }: { onSignedIn: (s: AuthStatus) => void; onBack: () => void }) {
  const [done, setDone] = useState<Signed | null>(null);
  const begin = useCallback(() => apiData<TwoFactorSetup>(api.authTwoFactorSetup, { method: 'POST' }), []);
  const confirm = useCallback(async (code: string) => {
    const status = await verify(code);
    setDone(status);
    return status.recoveryCodes ?? [];
  }, []);
  if (done?.recoveryCodes) {
    return <RecoveryCodes codes={done.recoveryCodes} onDone={() => onSignedIn(done)} doneLabel="Continue" />;
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Your team requires two-factor sign-in. Set it up with an authenticator app to continue.
      </p>
      <TwoFactorEnrolment
        begin={begin}
        confirm={confirm}
        onEnrolled={() => undefined}
        submitLabel="Verify and continue"
      />
      <Button variant="ghost" onClick={onBack} className="w-full">
        Back to Login
      </Button>
    </div>
  );
}

export function SecondFactor({
  mode,
  onSignedIn,
  onBack,
}: {
  mode: 'totp' | 'enrol';
  onSignedIn: (status: AuthStatus) => void;
  onBack: () => void;
}) {
  return mode === 'totp' ? (
    <CodeStep onSignedIn={onSignedIn} onBack={onBack} />
  ) : (
    <EnrolStep onSignedIn={onSignedIn} onBack={onBack} />
  );
}
