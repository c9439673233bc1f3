import {
  acceptInvitation,
  confirmSubscriber,
  eraseSubscriber,
  exportSubscriber,
  getDb,
  getSubscriber,
  invitationState,
  saveTopics,
  unsubscribe,
  waitlistStanding,
} from '@nodal/db';
import { randomBytes } from 'node:crypto';
import { pages, subscriberPreferencesSchema } from '@nodal/shared';
import { siteUrl } from '../src/env.ts';
import { CONSENTS } from '../src/audience/consent.ts';
import { renderSubscriberPage, type Notice } from '../src/audience/page.ts';
import { checkSubscriberToken, signSubscriberToken, type SubscriberClaims } from '../src/audience/token.ts';
import { api } from '../src/http/handler.ts';
import { overPublicBudget } from '../src/http/limits.ts';
import { readBody } from '../src/http/parse.ts';

const tokenOf = (req: Request) => new URL(req.url).searchParams.get('token') ?? '';

/** The confirmation link: confirms the address once, and says so however often it is opened. */
async function confirm(token: string): Promise<Response> {
  const check = checkSubscriberToken(token, 'confirm');
  if (!check.ok)
    return renderSubscriberPage(
      check.reason === 'expired' ? { kind: 'expired', purpose: 'confirm' } : { kind: 'invalid' },
    );
  const { signupId, nonce } = check.claims;
  const db = await getDb();
  const code = randomBytes(9).toString('base64url');
  const { subscriber, confirmed } = await confirmSubscriber(db, signupId, nonce, CONSENTS.confirm, code);
  if (!subscriber) return renderSubscriberPage({ kind: 'invalid' });
  const standing = subscriber.status === 'confirmed' ? await waitlistStanding(db, subscriber.id) : null;
  if (!standing || !subscriber.referralCode) return renderSubscriberPage({ kind: 'used' });
  return renderSubscriberPage({
    kind: 'confirmed',
    name: subscriber.name,
    preferencesToken: signSubscriberToken('preferences', subscriber.id),
    justNow: confirmed,
    ...standing,
    referralUrl: `${siteUrl()}${pages.referral(subscriber.referralCode)}`,
  });
}

async function preferencesPage(claims: SubscriberClaims, token: string, notice?: Notice): Promise<Response> {
  const subscriber = await getSubscriber(await getDb(), claims.signupId);
  if (!subscriber) return renderSubscriberPage({ kind: 'invalid' });
  return renderSubscriberPage({
    kind: 'preferences',
    token,
    email: subscriber.email,
    status: subscriber.status,
    topics: subscriber.topics,
    ...(notice ? { notice } : {}),
  });
}

/** One button of the preferences page, posted as a plain form. */
async function act(req: Request): Promise<Response> {
  const fields = new URLSearchParams(await readBody(req));
  const parsed = subscriberPreferencesSchema.safeParse({
    token: fields.get('token') ?? '',
    action: fields.get('action') ?? '',
    topics: fields.getAll('topics'),
    confirmErase: fields.get('confirmErase') ?? undefined,
  });
  if (!parsed.success) return renderSubscriberPage({ kind: 'invalid' });
  const input = parsed.data;
  const check = checkSubscriberToken(input.token, 'preferences');
  // Unsubscribing never expires: the signature still proves whose link it is.
  if (!check.ok && !(check.reason === 'expired' && input.action === 'unsubscribe'))
    return renderSubscriberPage(
      check.reason === 'expired' ? { kind: 'expired', purpose: 'preferences' } : { kind: 'invalid' },
    );
  const { signupId } = check.claims;
  const db = await getDb();
  switch (input.action) {
    case 'save':
      if (!(await saveTopics(db, signupId, input.topics, CONSENTS.topics)))
        return renderSubscriberPage({ kind: 'invalid' });
      return preferencesPage(check.claims, input.token, 'saved');
    case 'unsubscribe':
      if (!(await unsubscribe(db, signupId, CONSENTS.unsubscribe))) return renderSubscriberPage({ kind: 'invalid' });
      return preferencesPage(check.claims, input.token, 'unsubscribed');
    case 'export': {
      const data = await exportSubscriber(db, signupId);
      if (!data) return renderSubscriberPage({ kind: 'invalid' });
      return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2), {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': 'attachment; filename="nodal-my-data.json"',
        },
      });
    }
    case 'erase':
      if (input.confirmErase !== 'yes') return preferencesPage(check.claims, input.token, 'erase-unconfirmed');
      if (!(await eraseSubscriber(db, signupId))) return renderSubscriberPage({ kind: 'invalid' });
      return renderSubscriberPage({ kind: 'erased' });
  }
}

/** An invitation's link: the page with the button, or (once accepted) the welcome. */
async function invitation(token: string): Promise<Response> {
  const check = checkSubscriberToken(token, 'accept');
  if (!check.ok)
    return renderSubscriberPage(
      check.reason === 'expired' ? { kind: 'expired', purpose: 'accept' } : { kind: 'invalid' },
    );
  const state = await invitationState(await getDb(), check.claims.signupId);
  if (!state) return renderSubscriberPage({ kind: 'invalid' });
  if (state.acceptedAt)
    return renderSubscriberPage({ kind: 'accepted', name: state.name, email: state.email, justNow: false });
  return renderSubscriberPage({ kind: 'invitation', token, name: state.name });
}

/** The invitation page's button: records when the person accepted (the first time only). */
async function accept(req: Request): Promise<Response> {
  const token = new URLSearchParams(await readBody(req)).get('token') ?? '';
  const check = checkSubscriberToken(token, 'accept');
  if (!check.ok)
    return renderSubscriberPage(
      check.reason === 'expired' ? { kind: 'expired', purpose: 'accept' } : { kind: 'invalid' },
    );
  const accepted = await acceptInvitation(await getDb(), check.claims.signupId);
  if (!accepted) return renderSubscriberPage({ kind: 'invalid' });
  return renderSubscriberPage({
    kind: 'accepted',
    name: accepted.name,
    email: accepted.email,
    justNow: accepted.justNow,
  });
}

/**
 * RFC 8058 one-click unsubscribe: the mail program posts `List-Unsubscribe=One-Click` to the link in
 * the List-Unsubscribe header, from its own servers. Answered at once with 200 and an empty body.
 * Not rate-limited per address: many people's mail programs post from the same few servers.
 */
async function oneClick(req: Request): Promise<Response> {
  const check = checkSubscriberToken(tokenOf(req), 'preferences');
  if (!check.ok && check.reason === 'invalid') return new Response(null, { status: 400 });
  const found = await unsubscribe(await getDb(), check.claims.signupId, CONSENTS.oneClick);
  return new Response(null, { status: found ? 200 : 404 });
}

/**
 * A subscriber's pages, opened from the links in their emails: the confirmation, the preferences, the
 * one-click unsubscribe and an invitation's acceptance. Each is authorised by its signed token alone, and answers a page, never
 * JSON, whatever is wrong with the link.
 */
export default api(
  'subscription',
  {
    async GET(req, { route, ip }) {
      const wait = await overPublicBudget('subscription', ip);
      if (wait !== null) return renderSubscriberPage({ kind: 'too-many', retryAfter: wait });
      const token = tokenOf(req);
      if (route === 'subscriptionConfirm') return confirm(token);
      if (route === 'subscriptionAccept') return invitation(token);
      const check = checkSubscriberToken(token, 'preferences');
      if (!check.ok)
        return renderSubscriberPage(
          check.reason === 'expired' ? { kind: 'expired', purpose: 'preferences' } : { kind: 'invalid' },
        );
      return preferencesPage(check.claims, token);
    },
    async POST(req, { route, ip }) {
      if (route === 'subscriptionUnsubscribe') return oneClick(req);
      const wait = await overPublicBudget('subscription', ip);
      if (wait !== null) return renderSubscriberPage({ kind: 'too-many', retryAfter: wait });
      if (route === 'subscriptionAccept') return accept(req);
      return act(req);
    },
  },
  { signedLink: ['POST'] },
);
