import { useCallback, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { AudienceQuery, CampaignDraft, CampaignInput, CampaignPreview, CampaignSummary } from '@nodal/shared';
import { toast } from '@nodal/ui/toast';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form.ts';
import { countAudience, createCampaign, previewCampaign, sendTestCampaign } from '../api/campaigns.ts';

export type ComposeBusy = 'preview' | 'test' | 'count' | 'send' | null;

/** What the confirm step shows: the campaign as it will be saved, and how many it reaches right now. */
export interface Confirming {
  input: CampaignInput;
  count: number;
}

/**
 * The three things a composer does with what was typed, each after the form validates with the shared
 * schema: preview it, send it to me, and (after a confirm step stating the count) send it. A failure
 * puts the server's field errors under the fields and says what went wrong; nothing typed is lost.
 */
export function useCompose<I extends FieldValues, O extends CampaignInput>(
  form: UseFormReturn<I, unknown, O>,
  {
    draftOf,
    queryOf,
    onSent,
  }: {
    draftOf: (values: O) => CampaignDraft;
    queryOf: (values: O) => AudienceQuery;
    onSent: (created: CampaignSummary) => void;
  },
) {
  const [busy, setBusy] = useState<ComposeBusy>(null);
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const run = async (step: Exclude<ComposeBusy, null>, work: () => Promise<void>, failure: string) => {
    setBusy(step);
    try {
      await work();
    } catch (error) {
      setConfirming(null);
      applyServerErrors(form, error);
      toast({ title: 'Error', description: errorMessage(error, failure), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  const showPreview = form.handleSubmit((values) =>
    run('preview', async () => setPreview(await previewCampaign(draftOf(values))), 'Could not render the preview'),
  );

  const sendTest = form.handleSubmit((values) =>
    run(
      'test',
      async () => {
        const { sentTo } = await sendTestCampaign(draftOf(values));
        toast({ title: 'Success', description: `Test email sent to ${sentTo}` });
      },
      'Could not send the test email',
    ),
  );

  /** The submit: counts the audience afresh, then asks before anything goes out. */
  const askToSend = form.handleSubmit((values) =>
    run(
      'count',
      async () => setConfirming({ input: values, count: await countAudience(queryOf(values as O)) }),
      'Could not count the recipients',
    ),
  );

  const send = () => {
    if (!confirming) return;
    void run(
      'send',
      async () => {
        const created = await createCampaign(confirming.input);
        setConfirming(null);
        onSent(created);
      },
      'Could not send the campaign',
    );
  };

  /** Back to an empty state when the dialog opens again. */
  const clear = useCallback(() => {
    setPreview(null);
    setConfirming(null);
  }, []);

  return {
    busy,
    preview,
    confirming,
    showPreview,
    sendTest,
    askToSend,
    send,
    cancelSend: () => setConfirming(null),
    clear,
  };
}
