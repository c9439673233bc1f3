import { useEffect } from 'react';
import { formatDateTime, WAVE_MAX, waveSchema, type CampaignSummary, type WaveInput } from '@nodal/shared';
import { toast } from '@nodal/ui/toast';
import { Field, Input, Textarea } from '../../../components/ui/form.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { browserTimeZone } from '../../../lib/local-datetime.ts';
import { mergeFieldsHint } from '../lib/compose.ts';
import { countOf } from '../lib/delivery.ts';
import { AudienceCount } from './audience-count.tsx';
import { ComposeDialog } from './compose-dialog.tsx';
import { FilterFields } from './filter-fields.tsx';
import { SendAtField } from './send-at-field.tsx';
import { useCompose } from './use-compose.ts';

const DEFAULTS = {
  kind: 'invitation' as const,
  selection: { count: 50, researchArea: '', institution: '' },
  subject: '',
  body: '',
  fallbacks: { name: 'there', institution: '', researchArea: '' },
  sendAt: null,
};

function sentMessage(created: CampaignSummary, sendAt: string | null | undefined): string {
  const invitations = countOf(created.recipients, 'invitation');
  return sendAt ? `${invitations} scheduled for ${formatDateTime(sendAt)}` : `${invitations} on their way`;
}

/** A new invitation wave: who (the next N on the waitlist, optionally narrowed), the words, and when. */
export function WaveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useSchemaForm(waveSchema, DEFAULTS);
  const { register, reset, watch, setValue, formState } = form;
  const { errors } = formState;
  const compose = useCompose(form, {
    draftOf: ({ kind, selection, subject, body, fallbacks }: WaveInput) => ({
      kind,
      selection,
      subject,
      body,
      fallbacks,
    }),
    queryOf: ({ kind, selection }: WaveInput) => ({ kind, selection }),
    onSent: (created) => {
      toast({ title: 'Success', description: `Invitation wave sent: ${sentMessage(created, watch('sendAt'))}` });
      onClose();
    },
  });
  const { clear } = compose;

  useEffect(() => {
    if (!open) return;
    reset(DEFAULTS);
    clear();
  }, [open, reset, clear]);

  const selection = watch('selection');
  const sendAt = watch('sendAt');

  return (
    <ComposeDialog
      open={open}
      onClose={onClose}
      title="New invitation wave"
      description="Invite the next people on the waitlist. Each gets a personal link to accept."
      compose={compose}
      sendLabels={sendAt ? ['Schedule Wave', 'Scheduling...'] : ['Send Wave', 'Sending...']}
      confirmTitle={sendAt ? 'Schedule this wave?' : 'Send this wave?'}
    >
      <Field
        label="How many to invite"
        error={errors.selection?.count?.message}
        hint={`The next on the waitlist, in their order; at most ${WAVE_MAX.toLocaleString('en-US')}.`}
      >
        {(p) => (
          <div className="w-32">
            <Input
              {...p}
              {...register('selection.count', { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={1}
              max={WAVE_MAX}
              step={1}
            />
          </div>
        )}
      </Field>
      <FilterFields
        researchArea={register('selection.researchArea')}
        institution={register('selection.institution')}
        errors={{
          researchArea: errors.selection?.researchArea?.message,
          institution: errors.selection?.institution?.message,
        }}
      />
      <AudienceCount kind="invitation" query={{ kind: 'invitation', selection }} requested={selection.count} />
      <Field label="Subject" error={errors.subject?.message}>
        {(p) => <Input {...p} {...register('subject')} placeholder="Your Nodal invitation, {{name}}" />}
      </Field>
      <Field label="Message" error={errors.body?.message} hint={mergeFieldsHint()}>
        {(p) => (
          <Textarea
            {...p}
            {...register('body')}
            rows={9}
            className="resize-y font-mono text-[13px] leading-relaxed"
            placeholder={'Hello {{name}},\n\nYour place on the waitlist has come up.\n\n{{inviteLink}}'}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-[13px] font-medium text-slate-700">Fallbacks</legend>
        <p className="text-xs text-slate-500">
          Used where a recipient has no value of their own: with “there”, “Hello {'{{name}}'}” reads “Hello there”.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="Name" error={errors.fallbacks?.name?.message}>
            {(p) => <Input {...p} {...register('fallbacks.name')} />}
          </Field>
          <Field label="Institution" error={errors.fallbacks?.institution?.message}>
            {(p) => <Input {...p} {...register('fallbacks.institution')} placeholder="your institution" />}
          </Field>
          <Field label="Research area" error={errors.fallbacks?.researchArea?.message}>
            {(p) => <Input {...p} {...register('fallbacks.researchArea')} placeholder="your research" />}
          </Field>
        </div>
      </fieldset>
      <SendAtField
        label="Send at (optional)"
        value={sendAt}
        onChange={(value) => setValue('sendAt', value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        error={errors.sendAt?.message}
        hint={`Leave empty to send now. Your timezone: ${browserTimeZone()}.`}
      />
    </ComposeDialog>
  );
}
