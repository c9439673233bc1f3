import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import {
  formatDateTime,
  newsletterSchema,
  pages,
  SUBSCRIPTION_TOPIC_LABELS,
  SUBSCRIPTION_TOPICS,
  type Article,
  type CampaignSummary,
  type NewsletterInput,
} from '@nodal/shared';
import { toast } from '@nodal/ui/toast';
import { useSchemaForm } from '../../../lib/form.ts';
import { Field, Input } from '../../../components/ui/form.tsx';
import { browserTimeZone } from '../../../lib/local-datetime.ts';
import { isScheduled, newsletterWhenText } from '../lib/compose.ts';
import { countOf } from '../lib/delivery.ts';
import { AudienceCount } from './audience-count.tsx';
import { ComposeDialog } from './compose-dialog.tsx';
import { FilterFields } from './filter-fields.tsx';
import { SendAtField } from './send-at-field.tsx';
import { useCompose } from './use-compose.ts';

/** The article a newsletter carries: enough of it to compose, and to say when it goes. */
export type NewsletterArticle = Pick<Article, 'id' | 'title' | 'published' | 'publishAt'>;

const defaultsFor = (article: NewsletterArticle) => ({
  kind: 'newsletter' as const,
  articleId: article.id,
  subject: article.title,
  segment: { topics: ['product-updates' as const], researchArea: '', institution: '' },
  sendAt: null,
});

function sentMessage(created: CampaignSummary, article: NewsletterArticle, sendAt: string | null | undefined) {
  const who = countOf(created.recipients, 'subscriber');
  if (sendAt) return `Newsletter scheduled for ${who} on ${formatDateTime(sendAt)}.`;
  if (isScheduled(article)) return `Newsletter for ${who} goes out when the article publishes.`;
  return `Newsletter on its way to ${who}.`;
}

/** An Updates article by email: to whom (topics, optionally narrowed), under which subject, and when. */
export function NewsletterDialog({
  article,
  onClose,
}: {
  /** The article to send; null keeps the dialog closed. */
  article: NewsletterArticle | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const topicsHintId = useId();
  const open = article !== null;
  const form = useSchemaForm(
    newsletterSchema,
    defaultsFor(article ?? { id: 0, title: '', published: true, publishAt: null }),
  );
  const { register, reset, watch, setValue, formState } = form;
  const { errors } = formState;
  const sendAt = watch('sendAt');
  const compose = useCompose(form, {
    draftOf: ({ kind, articleId, subject, segment }: NewsletterInput) => ({ kind, articleId, subject, segment }),
    queryOf: ({ kind, articleId, segment }: NewsletterInput) => ({ kind, articleId, segment }),
    onSent: (created) => {
      if (!article) return;
      toast({
        title: 'Success',
        description: sentMessage(created, article, sendAt),
        action: { label: 'Open Campaigns', onClick: () => navigate(pages.adminCampaigns) },
      });
      onClose();
    },
  });
  const { clear } = compose;

  useEffect(() => {
    if (!article) return;
    reset(defaultsFor(article));
    clear();
  }, [article, reset, clear]);

  const segment = watch('segment');
  const articleId = watch('articleId');
  const later = Boolean(sendAt) || (article !== null && isScheduled(article));

  return (
    <ComposeDialog
      open={open}
      onClose={onClose}
      title="Email to subscribers"
      description={article ? `Send “${article.title}” as a newsletter.` : ''}
      compose={compose}
      sendLabels={later ? ['Schedule Newsletter', 'Scheduling...'] : ['Send Newsletter', 'Sending...']}
      confirmTitle={later ? 'Schedule this newsletter?' : 'Send this newsletter?'}
    >
      <Field label="Subject" error={errors.subject?.message}>
        {(p) => <Input {...p} {...register('subject')} />}
      </Field>
      <fieldset className="space-y-2" aria-describedby={topicsHintId}>
        <legend className="text-[13px] font-medium text-slate-700">Topics</legend>
        <p id={topicsHintId} className="text-xs text-slate-500">
          Confirmed subscribers of any topic ticked here get it.
        </p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {SUBSCRIPTION_TOPICS.map((topic) => (
            <label key={topic} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={topic}
                {...register('segment.topics')}
                className="size-4 rounded border-slate-300 accent-indigo-600"
              />
              {SUBSCRIPTION_TOPIC_LABELS[topic]}
            </label>
          ))}
        </div>
        {errors.segment?.topics?.message && (
          <p role="alert" className="text-xs font-medium text-red-600">
            {errors.segment.topics.message}
          </p>
        )}
      </fieldset>
      <FilterFields
        researchArea={register('segment.researchArea')}
        institution={register('segment.institution')}
        errors={{
          researchArea: errors.segment?.researchArea?.message,
          institution: errors.segment?.institution?.message,
        }}
      />
      <AudienceCount kind="newsletter" query={{ kind: 'newsletter', articleId, segment }} />
      <SendAtField
        label="Send later (optional)"
        value={sendAt}
        onChange={(value) => setValue('sendAt', value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        error={errors.sendAt?.message}
        hint={`${article ? newsletterWhenText(article, sendAt) : ''} Your timezone: ${browserTimeZone()}.`}
      />
    </ComposeDialog>
  );
}
