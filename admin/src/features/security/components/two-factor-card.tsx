import { useCallback, useState } from 'react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { disableTwoFactorSchema } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { toast } from '@nodal/ui/toast';
import {
  confirmEnrolment,
  disableTwoFactor,
  refreshTwoFactor,
  startEnrolment,
  useTwoFactorStatus,
} from '../api/security.ts';
import { PasswordInput } from './password-input.tsx';
import { SectionCard } from './section-card.tsx';
import { RecoveryCodes, TwoFactorEnrolment } from './two-factor-enrolment.tsx';

function TurnOffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(disableTwoFactorSchema, { password: '' });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await disableTwoFactor(password);
      toast({ title: 'Two-factor sign-in is off', description: 'Your password alone signs you in now.' });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
      toast({ title: 'Error', description: errorMessage(error, 'Could not turn it off'), variant: 'destructive' });
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      saving={formState.isSubmitting}
      title="Turn off two-factor sign-in"
      description="Enter your password to confirm. Your recovery codes stop working too."
      size="sm"
      submitLabel={['Turn Off', 'Turning Off...']}
      onSubmit={onSubmit}
    >
      <Field label="Password" error={formState.errors.password?.message}>
        {(p) => <PasswordInput {...p} {...register('password')} autoComplete="current-password" />}
      </Field>
    </FormDialog>
  );
}

export function TwoFactorCard() {
  const { data, error, mutate } = useTwoFactorStatus();
  const [enrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const begin = useCallback(() => startEnrolment(), []);

  const status = data ? (
    data.enabled ? (
      <Badge color="emerald">On</Badge>
    ) : (
      <Badge color={data.required ? 'amber' : 'gray'}>Off</Badge>
    )
  ) : null;

  let body;
  if (error) body = <p className="text-sm text-red-700">{errorMessage(error, 'Could not load two-factor status')}</p>;
  else if (!data) body = <LoadingState label="Loading two-factor status..." />;
  else if (codes)
    body = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refreshTwoFactor();
        }}
      />
    );
  else if (enrolling)
    body = (
      <div className="space-y-4">
        <TwoFactorEnrolment
          begin={begin}
          confirm={confirmEnrolment}
          onEnrolled={(recovery) => {
            setEnrolling(false);
            setCodes(recovery);
            toast({ title: 'Two-factor sign-in is on', description: 'You will be asked for a code when you log in.' });
          }}
        />
        <Button variant="ghost" size="sm" onClick={() => setEnrolling(false)}>
          Cancel
        </Button>
      </div>
    );
  else if (data.enabled)
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-slate-600">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <span>
            Signing in asks for a code from your authenticator app.{' '}
            <span className="text-slate-500">{data.recoveryCodesLeft} of 10 recovery codes left.</span>
          </span>
        </p>
        {data.required ? (
          <p className="text-xs text-slate-500">Required by your team</p>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setTurningOff(true)}>
            Turn Off
          </Button>
        )}
      </div>
    );
  else
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          {data.required
            ? 'Your team requires two-factor sign-in. Set it up now; you will be asked at your next login otherwise.'
            : 'Add a second step to signing in: a 6-digit code from an authenticator app on your phone.'}
        </p>
        <Button onClick={() => setEnrolling(true)}>Set Up Two-Factor</Button>
      </div>
    );

  return (
    <SectionCard
      title="Two-factor sign-in"
      description="A code from your phone as well as your password."
      aside={status}
    >
      {body}
      <TurnOffDialog
        open={turningOff}
        onClose={() => {
          setTurningOff(false);
          void mutate();
        }}
      />
    </SectionCard>
  );
}
