// Newsletters and invitation waves (decisions 0101, 0102): the list with each one's delivery, the
// audience count, a preview and a test send of a draft, and sending. A campaign's recipients are
// fixed when it is made; the scheduled sender (functions/scheduled/send-campaigns.ts) delivers it.
import {
  audienceQuerySchema,
  campaignDraftSchema,
  campaignSchema,
  describeAudience,
  type Article,
  type AudienceQuery,
  type CampaignDraft,
  type CampaignPreview,
  type CampaignSummary,
} from '@nodal/shared';
import {
  countAudience,
  createCampaign,
  findArticleById,
  firstOfAudience,
  getCampaignSummary,
  getDb,
  listCampaigns,
  type Audience,
  type CampaignSummaryRow,
  type MergeValues,
  type Queryable,
} from '@nodal/db';
import { renderInvitation, renderNewsletter, type RenderedEmail } from '../src/audience/campaign-email.ts';
import { renderCampaignMessage, type MessageLinks } from '../src/audience/campaign-sender.ts';
import { audited } from '../src/audit.ts';
import { requireAdmin } from '../src/auth/guards.ts';
import { env, siteUrl } from '../src/env.ts';
import { badRequest, HttpError, notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { sendMail } from '../src/notify/mail.ts';

const toSummary = (row: CampaignSummaryRow): CampaignSummary => ({
  ...row,
  audience: describeAudience(row.kind, row.segment),
  createdAt: row.createdAt.toISOString(),
  sendAt: row.sendAt.toISOString(),
  accepted: row.kind === 'invitation' ? row.accepted : null,
});

/** Who a draft reaches; a newsletter never goes twice to one person for one article. */
const audienceOf = (q: AudienceQuery): Audience =>
  q.kind === 'newsletter' ? { segment: { ...q.segment, exceptArticleId: q.articleId } } : { wave: q.selection };

/** The article a newsletter carries: it must exist and be out, or scheduled to be. */
async function articleFor(db: Queryable, id: number): Promise<Article> {
  const article = await findArticleById(db, id);
  if (!article) throw notFound('Article not found');
  if (!article.published && !article.publishAt)
    throw badRequest('Publish or schedule the article before emailing it', {
      articleId: ['Publish or schedule the article first'],
    });
  return article;
}

/** A draft's content, as the sender will have it. */
async function render(db: Queryable, draft: CampaignDraft): Promise<RenderedEmail & { article: Article | null }> {
  if (draft.kind === 'newsletter') {
    const article = await articleFor(db, draft.articleId);
    return { ...(await renderNewsletter(article, siteUrl())), article };
  }
  return { ...(await renderInvitation(draft.subject, draft.body)), article: null };
}

/** Links in a preview or a test lead to a sample page, so nobody acts on a real subscriber from them. */
function sampleLinks(): MessageLinks {
  const site = siteUrl();
  return {
    preferences: `${site}/subscription/preferences?token=sample`,
    unsubscribe: `${site}/subscription/unsubscribe?token=sample`,
    invite: `${site}/subscription/accept?token=sample`,
  };
}

const SAMPLE: MergeValues = { id: 0, name: '', email: 'subscriber@example.com', institution: null, researchArea: null };

async function preview(db: Queryable, draft: CampaignDraft, to?: MergeValues): Promise<CampaignPreview> {
  const audience = audienceOf(draft);
  const [content, first, recipients] = await Promise.all([
    render(db, draft),
    firstOfAudience(db, audience),
    countAudience(db, audience),
  ]);
  const who = to ?? first ?? SAMPLE;
  const message = renderCampaignMessage(
    {
      kind: draft.kind,
      signupId: who.id,
      email: who.email,
      name: who.name,
      institution: who.institution,
      researchArea: who.researchArea,
      subject: draft.subject,
      bodyText: content.text,
      bodyHtml: content.html,
      fallbacks: draft.kind === 'invitation' ? dropEmpty(draft.fallbacks) : {},
    },
    sampleLinks(),
  );
  return {
    subject: message.subject,
    html: message.html ?? '',
    text: message.text,
    recipient: first || to ? `${who.name || '(no name)'} <${who.email}>` : 'Sample values: nobody matches yet',
    recipients,
  };
}

const dropEmpty = (record: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).filter((e): e is [string, string] => !!e[1]));

export default api('adminCampaigns', {
  async GET(req) {
    await requireAdmin(req);
    const rows = await listCampaigns(await getDb());
    return json({ data: rows.map(toSummary) });
  },

  async POST(req, { route, ip }) {
    const user = await requireAdmin(req);
    const actor = { id: user.id, email: user.email, ip };
    const db = await getDb();
    switch (route) {
      case 'adminCampaignAudience': {
        const query = await parseJson(req, audienceQuerySchema);
        return json({ data: { count: await countAudience(db, audienceOf(query)) } });
      }
      case 'adminCampaignPreview': {
        const draft = await parseJson(req, campaignDraftSchema);
        return json({ data: await preview(db, draft) });
      }
      case 'adminCampaignTest': {
        const draft = await parseJson(req, campaignDraftSchema);
        const message = await preview(db, draft);
        const e = env();
        const host = new URL(siteUrl()).hostname;
        try {
          await sendMail(
            {
              id: 0,
              from: e.MAIL_FROM,
              to: [user.email],
              subject: `[Test] ${message.subject}`,
              text: message.text,
              html: message.html,
              messageId: `<campaign-test-${Date.now()}@${host}>`,
            },
            { smtpUrl: e.SMTP_URL, timeoutMs: e.NOTIFY_TIMEOUT_MS, messageIdHost: host },
          );
        } catch (error) {
          throw new HttpError(
            502,
            `The test email could not be sent: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        await audited(actor, async () => [
          null,
          { action: 'campaign.send_test', record: null, changes: { subject: draft.subject, email: user.email } },
        ]);
        return json({ data: { sentTo: user.email } });
      }
      default: {
        const input = await parseJson(req, campaignSchema);
        const content = await render(db, input);
        const audience = audienceOf(input);
        // A newsletter for a scheduled article waits for it: the email's web link must open.
        const articleAt = content.article?.publishAt ? Date.parse(content.article.publishAt) : 0;
        const sendAt = new Date(Math.max(input.sendAt ? Date.parse(input.sendAt) : Date.now(), articleAt, Date.now()));
        if ((await countAudience(db, audience)) === 0)
          throw badRequest(
            input.kind === 'invitation'
              ? 'Nobody on the waitlist matches this selection'
              : (await countAudience(db, { segment: input.segment })) > 0
                ? 'Everyone in this audience has this article’s newsletter already'
                : 'No confirmed subscriber matches this audience',
          );
        const created = await createCampaign(db, {
          kind: input.kind,
          subject: input.subject,
          bodyText: content.text,
          bodyHtml: content.html,
          fallbacks: input.kind === 'invitation' ? dropEmpty(input.fallbacks) : {},
          sendAt,
          articleId: content.article?.id ?? null,
          audience,
        });
        const summary = await audited(actor, async (tx) => {
          const row = await getCampaignSummary(tx, created.id);
          return [
            row!,
            {
              action: input.kind === 'newsletter' ? 'campaign.send_newsletter' : 'campaign.send_wave',
              record: { type: 'campaign', id: created.id },
              changes: {
                subject: input.subject,
                audience: describeAudience(input.kind, row!.segment),
                recipients: created.recipients,
                sendAt: sendAt.toISOString(),
                ...(content.article ? { articleId: content.article.id } : {}),
              },
            },
          ];
        });
        return json({ data: toSummary(summary) }, 201);
      }
    }
  },
});
