import { changePasswordSchema, PASSWORD_RULES } from '@nodal/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors, useSchemaForm } from '../../../lib/form.ts';
import { toast } from '@nodal/ui/toast';
import { changePassword } from '../api/security.ts';
import { PasswordInput } from './password-input.tsx';
import { SectionCard } from './section-card.tsx';

export function PasswordCard() {
  const form = useSchemaForm(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (data) => {
    try {
      const { otherSessionsEnded } = await changePassword(data);
      reset();
      toast({
        title: 'Password changed',
        description:
          otherSessionsEnded > 0
            ? `You were signed out on ${otherSessionsEnded} other ${otherSessionsEnded === 1 ? 'device' : 'devices'}.`
            : 'Your other sessions were ended.',
      });
    } catch (error) {
      applyServerErrors(form, error);
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not change the password'),
        variant: 'destructive',
      });
    }
  });

  return (
    <SectionCard
      title="Password"
      description="Changing it signs you out everywhere else; this browser stays signed in."
    >
      <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <Field label="Current password" error={errors.currentPassword?.message}>
          {(p) => <PasswordInput {...p} {...register('currentPassword')} autoComplete="current-password" />}
        </Field>
        <Field
          label="New password"
          error={errors.newPassword?.message}
          hint={`${PASSWORD_RULES.minLength}–${PASSWORD_RULES.maxLength} characters. Common passwords are refused.`}
        >
          {(p) => <PasswordInput {...p} {...register('newPassword')} autoComplete="new-password" />}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          {(p) => <PasswordInput {...p} {...register('confirmPassword')} autoComplete="new-password" />}
        </Field>
        <div>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
