// The pages a subscriber opens from an email: the confirmation, the preferences (topics, unsubscribe,
// download, erase) and every way a link can fail. Plain server-rendered HTML with its own styles and
// no script, so each works the same with JavaScript off and needs nothing else from the deploy.
import { createHash } from 'node:crypto';
import {
  api,
  brand,
  logoMarkSvg,
  pages,
  REFERRAL_BOOST_DAYS,
  REFERRAL_CAP,
  SUBSCRIPTION_TOPIC_LABELS,
  SUBSCRIPTION_TOPICS,
  type SubscriberStatus,
} from '@nodal/shared';
import { escapeHtml } from '../http/html.ts';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
a{color:#4338ca;text-underline-offset:2px}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
header{background:#0b1020;padding:16px 24px}
header a{display:inline-flex;align-items:center;gap:10px;color:#fff;text-decoration:none;font-weight:600;font-size:18px}
header svg{width:28px;height:28px}
main{max-width:40rem;margin:40px auto;padding:0 20px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;padding:32px;box-shadow:0 1px 2px rgba(15,23,42,.06)}
h1{font-size:26px;line-height:1.25;margin:0 0 12px;overflow-wrap:anywhere}
h2{font-size:18px;margin:28px 0 8px}
p{margin:0 0 12px;overflow-wrap:anywhere}
.muted{color:#475569;font-size:15px}
.note{border-radius:12px;padding:14px 16px;margin:0 0 20px;border:1px solid #99f6e4;background:#f0fdfa;color:#134e4a}
.note.warn{border-color:#fecaca;background:#fef2f2;color:#7f1d1d}
fieldset{border:0;padding:0;margin:0 0 16px}
legend{font-weight:600;margin-bottom:8px;padding:0}
label.check{display:flex;gap:10px;align-items:flex-start;padding:8px 0;cursor:pointer}
label.check input{width:18px;height:18px;margin-top:3px;flex:none;accent-color:#4f46e5}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 18px;border-radius:10px;border:1px solid transparent;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.primary{background:#4f46e5;color:#fff}
.primary:hover{background:#4338ca}
.secondary{background:#fff;color:#0f172a;border-color:#cbd5e1}
.secondary:hover{background:#f1f5f9}
.danger{background:#b91c1c;color:#fff}
.danger:hover{background:#991b1b}
.row{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
section+section{border-top:1px solid #e2e8f0;margin-top:28px;padding-top:4px}
.place{border:1px solid #e0e7ff;background:#eef2ff;border-radius:12px;padding:16px 20px;margin:20px 0}
.place p{margin:0}
.position{font-size:36px;font-weight:700;color:#3730a3;line-height:1.2;margin:4px 0 !important}
input.link{display:block;width:100%;margin-top:6px;padding:10px 12px;border:1px solid #cbd5e1;border-radius:10px;font:14px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;color:#0f172a;background:#f8fafc}
footer{max-width:40rem;margin:0 auto 40px;padding:0 20px;color:#64748b;font-size:14px}
footer a{color:inherit}
`;

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const PAGE_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  // One person's page: never kept by a shared cache, never indexed, and its token never sent on as a Referer.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${brand.name}</title><style>${STYLE}</style></head><body><header><a href="${pages.home}"><svg viewBox="0 0 32 32" aria-hidden="true">${logoMarkSvg('mark')}</svg>${brand.name}</a></header><main><div class="card">${body}</div></main><footer><p>${brand.name} · <a href="${pages.home}">Home</a> · <a href="${pages.updates}">Updates</a> · <a href="${pages.docs}">Docs</a></p></footer></body></html>`;
}

/** Every state a subscriber page can show. */
export type SubscriberPage =
  | {
      kind: 'confirmed';
      name: string;
      preferencesToken: string;
      justNow: boolean;
      /** The place on the waitlist (1 is next; null once invited) and the confirmed referrals that moved it. */
      position: number | null;
      referrals: number;
      referralUrl: string;
    }
  | { kind: 'preferences'; token: string; email: string; status: SubscriberStatus; topics: string[]; notice?: Notice }
  | { kind: 'erased' }
  | { kind: 'invalid' }
  | { kind: 'expired'; purpose: 'confirm' | 'preferences' | 'accept' }
  /** An invitation's link, opened: the button that accepts it (a link alone accepts nothing, see decision 0102). */
  | { kind: 'invitation'; token: string; name: string }
  | { kind: 'accepted'; name: string; email: string; justNow: boolean }
  | { kind: 'used' }
  | { kind: 'too-many'; retryAfter: number };

export type Notice = 'saved' | 'unsubscribed' | 'erase-unconfirmed';

const NOTICES: Record<Notice, { text: string; warn?: boolean }> = {
  saved: { text: 'Your choices are saved.' },
  unsubscribed: { text: 'You are unsubscribed from every email. We will not write again unless you sign up anew.' },
  'erase-unconfirmed': {
    text: 'Nothing was erased: tick the box to say you understand that erasing cannot be undone.',
    warn: true,
  },
};

const preferencesHref = (token: string) => `${api.subscriptionPreferences}?token=${encodeURIComponent(token)}`;

function preferences(page: Extract<SubscriberPage, { kind: 'preferences' }>): string {
  const token = `<input type="hidden" name="token" value="${escapeHtml(page.token)}">`;
  const notice = page.notice
    ? `<p class="note${NOTICES[page.notice].warn ? ' warn' : ''}" role="${NOTICES[page.notice].warn ? 'alert' : 'status'}">${escapeHtml(NOTICES[page.notice].text)}</p>`
    : '';
  const state =
    page.status === 'unsubscribed'
      ? 'You are unsubscribed from every email. Choose topics and save to hear from us again.'
      : page.status === 'unconfirmed'
        ? 'Your address is not confirmed yet: use the link in the email we sent. Until then we send you nothing else.'
        : 'Choose what we write to you about.';
  const topics = SUBSCRIPTION_TOPICS.map(
    (topic) =>
      `<label class="check"><input type="checkbox" name="topics" value="${topic}"${page.status !== 'unsubscribed' && page.topics.includes(topic) ? ' checked' : ''}><span>${escapeHtml(SUBSCRIPTION_TOPIC_LABELS[topic])}</span></label>`,
  ).join('');
  const action = api.subscriptionPreferences;
  return `${notice}<h1>Email preferences</h1><p class="muted">For <strong>${escapeHtml(page.email)}</strong>. ${escapeHtml(state)}</p>
<section aria-labelledby="topics-title"><h2 id="topics-title">Topics</h2><form method="post" action="${action}">${token}<fieldset><legend class="muted">Send me</legend>${topics}</fieldset><div class="row"><button class="button primary" name="action" value="save">Save choices</button></div></form></section>
<section aria-labelledby="unsubscribe-title"><h2 id="unsubscribe-title">Unsubscribe</h2><p class="muted">Stop every email from ${brand.name}, at once.</p><form method="post" action="${action}">${token}<button class="button secondary" name="action" value="unsubscribe">Unsubscribe from all</button></form></section>
<section aria-labelledby="data-title"><h2 id="data-title">Your data</h2><p class="muted">Download everything we keep about you: your signup, each consent you gave and the emails we sent.</p><form method="post" action="${action}">${token}<button class="button secondary" name="action" value="export">Download my data</button></form>
<h2>Erase</h2><p class="muted">Delete your signup, your consents and the emails we sent you. We keep only a one-way fingerprint of your address, so that we never email it again by mistake.</p><form method="post" action="${action}">${token}<label class="check"><input type="checkbox" name="confirmErase" value="yes" required><span>I understand that erasing cannot be undone.</span></label><button class="button danger" name="action" value="erase">Erase my data</button></form></section>`;
}

function standing(page: Extract<SubscriberPage, { kind: 'confirmed' }>): string {
  if (page.position === null)
    return `<div class="place"><p>Your invitation is on its way: look for an email from ${brand.name} with the link that lets you in.</p></div>`;
  const friends = page.referrals === 1 ? '1 friend has' : `${page.referrals} friends have`;
  return `<div class="place"><p class="muted">Your place in the queue</p><p class="position">#${page.position.toLocaleString('en-US')}</p>${page.referrals ? `<p class="muted">${friends} joined through your link so far.</p>` : ''}</div>
<h2>Move up by sharing your link</h2><p class="muted">Each colleague who joins through it and confirms their address moves you ahead of everyone who confirmed up to ${REFERRAL_BOOST_DAYS === 1 ? 'a day' : `${REFERRAL_BOOST_DAYS} days`} before you, for up to ${REFERRAL_CAP} colleagues.</p><p><label class="muted" for="referral-link">Your personal link</label><input id="referral-link" class="link" type="text" readonly value="${escapeHtml(page.referralUrl)}"></p>`;
}

const BACK_HOME = `<p class="row"><a class="button primary" href="${pages.home}">Back to ${brand.name}</a></p>`;

/** The page for one state, with its HTTP status. */
export function renderSubscriberPage(page: SubscriberPage): Response {
  const [status, title, body] = ((): [number, string, string] => {
    switch (page.kind) {
      case 'confirmed':
        return [
          200,
          'Your address is confirmed',
          `<p class="note" role="status">${page.justNow ? 'Thank you for confirming.' : 'Your address was already confirmed.'}</p><h1>You’re on the early-access list${page.name ? `, ${escapeHtml(page.name)}` : ''}</h1><p>We invite people in small groups and will email you as soon as a place opens. Meanwhile, choose what else we may write to you about.</p>${standing(page)}<p class="row"><a class="button primary" href="${escapeHtml(preferencesHref(page.preferencesToken))}">Choose your topics</a><a class="button secondary" href="${pages.updates}">Read the latest updates</a></p>`,
        ];
      case 'preferences':
        return [200, 'Email preferences', preferences(page)];
      case 'erased':
        return [
          200,
          'Your data is erased',
          `<h1>Your data is erased</h1><p>Your signup, your consents and the emails we sent you are deleted. We kept only a one-way fingerprint of your address, so we never email it again by mistake. If you sign up again, we will ask you to confirm your address first.</p>${BACK_HOME}`,
        ];
      case 'invalid':
        return [
          400,
          'This link does not work',
          `<h1>This link does not work</h1><p>It may have been cut short when it was copied. Open it again from the email we sent, in full. If it still does not work, sign up again with the same address and we will send a fresh link.</p>${BACK_HOME}`,
        ];
      case 'expired':
        return [
          410,
          'This link has expired',
          page.purpose === 'confirm'
            ? `<h1>This link has expired</h1><p>Confirmation links work for 7 days. Sign up again with the same address and we will send you a new one.</p><p class="row"><a class="button primary" href="${pages.anchor('signup')}">Sign up again</a></p>`
            : page.purpose === 'accept'
              ? `<h1>This invitation has expired</h1><p>Invitations stay open for 90 days. Write to us through the contact form and we will send you a new one.</p><p class="row"><a class="button primary" href="${pages.contact}">Contact us</a></p>`
              : `<h1>This link has expired</h1><p>Preference links work for a year. The latest email from us carries a fresh one; every email we send has it at the bottom.</p>${BACK_HOME}`,
        ];
      case 'used':
        return [
          410,
          'This link was already used',
          `<h1>This link was already used</h1><p>A confirmation link works once. If you unsubscribed since, sign up again and confirm the new link to hear from us again.</p>${BACK_HOME}`,
        ];
      case 'invitation':
        return [
          200,
          'Your invitation',
          `<h1>You’re invited to ${brand.name}${page.name ? `, ${escapeHtml(page.name)}` : ''}</h1><p>Your place in the early-access programme is ready. Accept it, and we will set up your workspace and write to you with how to sign in.</p><form method="post" action="${api.subscriptionAccept}"><input type="hidden" name="token" value="${escapeHtml(page.token)}"><p class="row"><button class="button primary">Accept my invitation</button><a class="button secondary" href="${pages.docs}">Read the docs first</a></p></form>`,
        ];
      case 'accepted':
        return [
          200,
          'Invitation accepted',
          `<p class="note" role="status">${page.justNow ? 'Thank you for accepting.' : 'You had already accepted this invitation.'}</p><h1>Welcome to ${brand.name}${page.name ? `, ${escapeHtml(page.name)}` : ''}</h1><p>We will write to ${escapeHtml(page.email)} with how to sign in to your workspace. Meanwhile, try building a workflow in the playground or read how the blocks fit together.</p><p class="row"><a class="button primary" href="${pages.playground}">Open the playground</a><a class="button secondary" href="${pages.docs}">Read the docs</a></p>`,
        ];
      case 'too-many': {
        const minutes = Math.max(1, Math.ceil(page.retryAfter / 60));
        return [
          429,
          'Too many attempts',
          `<h1>Too many attempts</h1><p>Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.</p>`,
        ];
      }
    }
  })();
  const headers = new Headers(PAGE_HEADERS);
  if (page.kind === 'too-many') headers.set('Retry-After', String(page.retryAfter));
  return new Response(layout(title, body), { status, headers });
}
