// `pnpm screenshots`: every page of the product at 1440, 1280 and 390 px, with data that tests a layout
// (200 signups and 200 contacts, a 40-letter word, long names and addresses, a long article title),
// written to .data/screenshot-set/<width>/<page>.png to be looked at before a change is called done.
// Starts the product on a fresh database (on SHOTS_PORT, default 8897) unless SHOTS_URL points at a
// running one (its admin must be the browser tests' account); SHOTS_DATA names its data folder under .data/
// and SHOTS_OUT the pictures' folder. SHOTS_ONLY keeps the pages whose name
// contains that text (or one of several, comma-separated: SHOTS_ONLY=not-found,updates,article). On a server it starts, it also writes four months of backdated activity
// straight into the database (the public API only writes "now"), so Insights and its Traffic tab have
// something to draw; SHOTS_HISTORY=none leaves it out, for the screens of a site that has just started.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { seedTraffic, updateContact } from '@nodal/db';
import { articleInput, createContact, createCtaEvent, createSignup } from '@nodal/db/factories';
import { openDatabase } from '@nodal/db/local';
import { totpCode } from '@nodal/functions/totp';
import { api, pages, PARTNERSHIP_SUBJECTS, WEBSITE_CONTACT_SUBJECT } from '@nodal/shared';
import { MESSY } from '../site/src/playground/layout/messy.ts';
import { encodeWorkflow } from '../site/src/playground/share.ts';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium.ts';
import { publishCoverArticle } from './cover-article.ts';
import { E2E_ADMIN } from './e2e-admin.ts';
import { startProductServer } from './product-server.ts';
import { ROOT } from './paths.ts';

const WIDTHS = [1440, 1280, 390] as const;
// Beside, not inside, the server's own data folder (.data/screenshots), which a run starts by emptying.
const OUT = join(ROOT, '.data', process.env.SHOTS_OUT ?? 'screenshot-set');
const WORD_40 = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.slice(0, 40);

const publicPages: Record<string, string> = {
  home: pages.home,
  updates: pages.updates,
  docs: pages.docs,
  'docs-topic': pages.docsTopic('ai-tech', 'advanced-rag'),
  playground: pages.playground,
  'animation-preview': pages.animationPreview,
  'not-found': '/this-page-does-not-exist',
  login: pages.login,
};
const adminPages: Record<string, string> = {
  'admin-dashboard': pages.admin,
  'admin-contacts': pages.adminContacts,
  'admin-insights': pages.adminInsights,
  'admin-traffic': pages.adminTraffic,
  'admin-signups': pages.adminSignups,
  'admin-articles': pages.adminArticles,
  'admin-workflow-videos': pages.adminWorkflowVideos,
  'admin-demos': pages.adminDemos,
  'admin-sections': pages.adminSections,
  'admin-hero-animations': pages.adminHeroAnimations,
  'admin-team': pages.adminTeam,
  'admin-audit': pages.adminAudit,
  'admin-security': pages.adminSecurity,
  'admin-settings': pages.adminSettings,
  'admin-sent-mail': pages.adminSentMail,
};
const OPENS_A_DIALOG = new Set(['admin-contact-notes']);
const LONG_NAME = `Maximiliana Alexandrovna Featherstonehaugh-${WORD_40}`;

async function send(method: string, url: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  const response = await fetch(url + path, {
    method,
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}
const post = (url: string, path: string, body: unknown, cookie = '') => send('POST', url, path, body, cookie);
const sessionCookie = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;

/** The `data` of an API answer (every answer these scripts read beyond the spec's own shapes has one). */
const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data;

/** A colleague invited by the owner who accepts and turns two-factor on; answers their id. */
async function colleague(url: string, owner: string, name: string, email: string): Promise<number> {
  const invite = await dataOf<{ link: string }>(await post(url, api.adminInvites, { email, role: 'admin' }, owner));
  const token = invite.link.slice(invite.link.indexOf('#') + 1);
  const accepted = await post(url, api.authInvite, { token, name, password: 'a long passphrase for shots' });
  const cookie = sessionCookie(accepted);
  const { secret } = await dataOf<{ secret: string }>(await post(url, api.adminTwoFactorSetup, undefined, cookie));
  await send('PUT', url, api.adminTwoFactor, { code: totpCode(secret) }, cookie);
  const me = await dataOf<{ id: number }>(await fetch(url + api.adminAccount, { headers: { cookie } }));
  return me.id;
}

/** Admin changes of every kind, so the audit log shows its actions with long values. */
async function auditTrail(url: string, owner: string, slug: string): Promise<number> {
  const long = await colleague(url, owner, LONG_NAME, `maximiliana.${WORD_40.toLowerCase()}@press.example.org`);
  // A role changed and changed back: the log's sentences name the member, long name and all.
  await send('PATCH', url, api.adminTeamMember(long), { role: 'owner' }, owner);
  await send('PATCH', url, api.adminTeamMember(long), { role: 'admin' }, owner);
  const lost = await colleague(url, owner, 'Tomás García-Márquez', 'tomas.garcia@press.example.org');
  await send('DELETE', url, api.adminTeamTwoFactor(lost), undefined, owner);
  await post(
    url,
    api.adminInvites,
    { email: `pending.${WORD_40.toLowerCase()}@university.example.org`, role: 'owner' },
    owner,
  );
  const article = (await (await fetch(url + api.article(slug), { headers: { cookie: owner } })).json()) as {
    data: { id: number; title: string; summary: string; body: string; type: string };
  };
  const { id, ...fields } = article.data;
  await send('PUT', url, api.articleById(id), { ...fields, slug, published: false }, owner);
  await send('PUT', url, api.articleById(id), { ...fields, slug, published: true }, owner);
  const get = async <T>(path: string) =>
    ((await (await fetch(url + path, { headers: { cookie: owner } })).json()) as { data: T }).data;
  const [contact] = await get<{ id: number }[]>(`${api.adminContacts}?pageSize=1`);
  await send('PATCH', url, api.adminContact(contact!.id), { status: 'in_progress' }, owner);
  await post(url, api.adminContactNotes(contact!.id), { body: `Called back about ${WORD_40}.` }, owner);
  const [signup] = await get<{ id: number }[]>(`${api.adminSignups}?pageSize=1`);
  await send('DELETE', url, api.adminSignup(signup!.id), undefined, owner);
  const settings = await get<Record<string, unknown>>(api.adminSettings);
  await send(
    'PUT',
    url,
    api.adminSettings,
    {
      ...settings,
      notifyEmails: [`editorial.office.${WORD_40.toLowerCase()}@press.example.org`],
      contactWebhookUrl: 'https://hooks.slack.com/services/T0000/B0000/not-a-real-secret-0000',
    },
    owner,
  );
  // A lead after Settings name somewhere to send it, so Sent mail has a message (delivered to the
  // local mailbox) and a webhook that cannot be reached here (its error shown).
  await post(url, api.contact, {
    name: LONG_NAME,
    email: `maximiliana.${WORD_40.toLowerCase()}@press.example.org`,
    subject: PARTNERSHIP_SUBJECTS[0],
    message: 'We would like a call about a pilot for our forty journals this spring.',
  });
  const category = await post(url, api.adminVideoCategories, { title: `Peer review ${WORD_40}` }, owner);
  const { data } = (await category.json()) as { data: { id: number } };
  await post(url, api.adminVideoCategoryMove(data.id), { direction: 'up' }, owner);
  return contact!.id;
}

/** Realistic rows through the public API, the way visitors create them, plus the edge cases. */
async function seed(url: string, cookie: string): Promise<string> {
  const first = ['Ada', 'Grace', 'Tomás', 'Mei', 'Ravi', 'Lena', 'Oluwaseun', 'Sofia'];
  const last = ['Smith', 'Okafor', 'García-Márquez', 'Chen', 'Novak', 'Haddad', 'Kowalski', 'Ito'];
  for (let i = 0; i < 200; i++) {
    const name =
      i === 0
        ? `Maximiliana Alexandrovna Featherstonehaugh-${WORD_40}`
        : `${first[i % 8]} ${last[Math.floor(i / 8) % 8]}`;
    const email =
      i === 0
        ? `maximiliana.${WORD_40.toLowerCase()}@department-of-computational-linguistics.university.example.org`
        : `${first[i % 8]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${i}@press${i % 5}.example.org`;
    await post(url, api.signup, {
      name,
      email,
      institution: i % 3 ? `University of ${['Leeds', 'Edinburgh', 'Cape Town', 'São Paulo'][i % 4]}` : null,
      researchArea: i === 0 ? WORD_40 : i % 4 ? 'Computational biology' : null,
    });
    await post(url, api.contact, {
      name,
      email,
      // Every tenth through the simple contact form, whose subject has a label of its own.
      subject: i % 10 === 5 ? WEBSITE_CONTACT_SUBJECT : PARTNERSHIP_SUBJECTS[i % PARTNERSHIP_SUBJECTS.length],
      message:
        i === 0
          ? `${WORD_40} ${'We run a portfolio of forty journals and would like to pilot automated reference checks. '.repeat(8)}`
          : 'We would like to hear more about piloting Nodal with our editorial team next term.',
    });
  }
  const article = articleInput({
    title: `A very long headline about ${WORD_40} and reproducible peer review at scale in 2026`,
    summary: `What we learned running ${WORD_40} checks across two hundred manuscripts.`,
  });
  await post(url, api.articles, article, cookie);
  return article.slug;
}

// SHOTS_DATA and SHOTS_OUT let two runs work side by side without emptying each other's folders.
const DATA = process.env.SHOTS_DATA ?? 'screenshots';
const DAY = 86_400_000;

/**
 * 120 days of signups, call-to-action events and contacts, the contacts worked the way an inbox is:
 * most taken up and replied to within a few days, some late, a few reopened, some never touched.
 * A fixed sequence rather than Math.random, so two runs draw the same pictures.
 */
async function seedHistory(): Promise<void> {
  const lock = join(ROOT, '.data', DATA, 'server.lock');
  if (!existsSync(lock)) return;
  const { databaseUrl } = JSON.parse(readFileSync(lock, 'utf8')) as { databaseUrl?: string };
  if (!databaseUrl) return;
  const db = await openDatabase(databaseUrl, { max: 1 });
  const now = Date.now();
  const elements = [
    ['hero', 'hero_primary_button'],
    ['signup_section', 'signup_form'],
    ['contact_section', 'partnership_form'],
    ['pricing', 'pricing_institutional_plan_request_a_tailored_demo_button_in_the_comparison_table'],
  ] as const;
  try {
    // The Traffic tab's 120 days: a few hundred visits a day, through the database's own seeding function.
    await seedTraffic(db, {
      from: new Date(now - 120 * DAY).toISOString().slice(0, 10),
      days: 120,
      visitsPerDay: 240,
      tag: 'screenshots',
    });
    for (let day = 120; day >= 1; day--) {
      const base = now - day * DAY;
      const weekday = new Date(base).getUTCDay() % 6 !== 0;
      for (let n = 0; n < (weekday ? 4 + (day % 5) : 1 + (day % 2)); n++)
        await createSignup(db, { createdAt: new Date(base + n * 47 * 60_000) });
      for (let n = 0; n < 12 + ((day * 7) % 11); n++) {
        const [sourceSection, sourceElement] = elements[(n * n + day) % elements.length]!;
        await createCtaEvent(db, { createdAt: new Date(base + n * 13 * 60_000), sourceSection, sourceElement });
      }
      for (let n = 0; n < (weekday ? 2 + (day % 3) : day % 2); n++) {
        const arrived = base + (9 + n * 3) * 3_600_000;
        const contact = await createContact(db, {
          createdAt: new Date(arrived),
          subject: PARTNERSHIP_SUBJECTS[(day + n) % PARTNERSHIP_SUBJECTS.length],
        });
        const kind = (day * 3 + n) % 10;
        // Hours after arrival of each change; only what has happened by now is written.
        const plan: Array<[typeof contact.status, number]> =
          kind < 5
            ? [
                ['in_progress', 20],
                ['replied', 30 + kind * 20],
              ]
            : kind < 7
              ? [['replied', 8 + kind * 30]]
              : kind === 7
                ? [
                    ['replied', 26],
                    ['in_progress', 24 * 9],
                    ['closed', 24 * 14],
                  ]
                : kind === 8
                  ? [['closed', 24 * (4 + (day % 6))]]
                  : [];
        for (const [status, hours] of plan) {
          const at = arrived + hours * 3_600_000;
          if (at < now) await updateContact(db, contact.id, { status }, { by: null, at: new Date(at) });
        }
      }
    }
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const server = await startProductServer(Number(process.env.SHOTS_PORT ?? 8897), DATA, process.env.SHOTS_URL);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    const login = await post(server.url, api.authLogin, E2E_ADMIN);
    const cookie = sessionCookie(login);
    const slug = await seed(server.url, cookie);
    const coverSlug = await publishCoverArticle(server.url);
    const notedContact = await auditTrail(server.url, cookie, slug);
    // SHOTS_HISTORY=none keeps the fresh database's few records: the screens as a new site shows them.
    if (!process.env.SHOTS_URL && process.env.SHOTS_HISTORY !== 'none') await seedHistory();
    const [cookieName, cookieValue] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    // The article page exists once the background rebuild that its publishing asked for is done.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const all = {
      ...publicPages,
      article: pages.update(slug),
      'article-cover': pages.update(coverSlug),
      ...adminPages,
      'admin-contact-notes': pages.adminContact(notedContact),
    };
    const only = (process.env.SHOTS_ONLY ?? '').split(',');
    const chosen = Object.entries(all).filter(([name]) => only.some((part) => name.includes(part)));
    // A partial run (SHOTS_ONLY) replaces its own pictures and keeps the rest of the set.
    if (!process.env.SHOTS_ONLY) rmSync(OUT, { recursive: true, force: true });
    for (const width of WIDTHS) {
      mkdirSync(join(OUT, String(width)), { recursive: true });
      const options = { viewport: { width, height: 900 }, reducedMotion: 'reduce' } as const;
      // Public pages as a visitor sees them (signed in, /login would move on to the admin).
      const visitor = await browser.newContext(options);
      const context = await browser.newContext(options);
      await context.addCookies([{ name: cookieName, value: cookieValue, url: server.url }]);
      const [visitorPage, adminPage] = [await visitor.newPage(), await context.newPage()];
      for (const [name, path] of chosen) {
        const page = name.startsWith('admin-') ? adminPage : visitorPage;
        // Not 'networkidle': the landing page's videos keep fetching ranges for as long as it is open.
        await page.goto(server.url + path, { waitUntil: 'load' });
        await page.waitForTimeout(1500);
        // On a busy machine the admin may still be checking the session or loading its list.
        await page
          .getByText(/^(Checking authentication|Loading)/)
          .first()
          .waitFor({ state: 'detached', timeout: 20_000 })
          .catch(() => console.warn(`  ${width} ${name}: still loading after 20 s`));
        // Insights draws its charts once their library has loaded, which on a busy machine takes a while;
        // a chart with nothing in the range says so instead of drawing.
        if (path === pages.adminInsights)
          await page.waitForFunction(
            () => {
              const figures = [...document.querySelectorAll('[data-chart-figure]')];
              return (
                !document.querySelector('main [role="status"]') &&
                figures.length > 0 &&
                figures.every((figure) => figure.querySelector('svg'))
              );
            },
            undefined,
            { timeout: 120_000 },
          );
        // The Traffic tab's cards each load on their own; with no visits, some say so instead of drawing.
        if (path === pages.adminTraffic)
          await page.waitForFunction(
            () => {
              const figures = [...document.querySelectorAll('[data-chart-figure]')];
              return (
                !document.querySelector('main [role="status"]') &&
                figures.every((figure) => figure.querySelector('svg'))
              );
            },
            null,
            { timeout: 120_000 },
          );
        const file = join(OUT, String(width), `${name}.png`);
        // The landing bands skip painting until they near the screen (content-visibility), so a
        // full-page picture would show them blank: they are laid out first, as the header's in-page
        // links do before a jump.
        await page.evaluate(() =>
          document.querySelectorAll<HTMLElement>('[data-section]').forEach((band) => {
            band.style.contentVisibility = 'visible';
          }),
        );
        // A page that opens on a dialog is shot as the visitor sees it: the dialog holds the viewport.
        await page.screenshot({ path: file, fullPage: !OPENS_A_DIALOG.has(name) });
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (sideways > 0) console.warn(`  ${width} ${name}: the page scrolls ${sideways} px sideways`);
        console.log(`  ${width} ${name.padEnd(24)} ${path}`);
        if (name === 'admin-audit') {
          // Every entry's details open: each field by its label, long values wrapped.
          const toggles = page.getByRole('button', { name: 'Details' }).filter({ visible: true });
          for (let i = 0; i < (await toggles.count()); i++) await toggles.nth(i).click();
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(OUT, String(width), 'admin-audit-details.png'), fullPage: true });
          console.log(`  ${width} admin-audit-details`);
        }
        if (name === 'admin-team') {
          // The member dialog, where an owner resets a lost phone's two-factor.
          await page.getByRole('button', { name: `Manage ${LONG_NAME}` }).click();
          await page.waitForTimeout(500);
          await page.screenshot({ path: join(OUT, String(width), 'admin-team-member.png') });
          console.log(`  ${width} admin-team-member`);
        }
        // The states that are not a page of their own: the article editor and its revisions, docs search.
        if (name === 'admin-articles') {
          await page.getByRole('button', { name: /^Edit A very long headline/ }).click();
          await page.waitForTimeout(500);
          await page.screenshot({ path: join(OUT, String(width), 'admin-article-editor.png') });
          await page.getByRole('button', { name: 'Revisions' }).click();
          await page.waitForTimeout(800);
          await page.screenshot({ path: join(OUT, String(width), 'admin-article-revisions.png') });
          console.log(`  ${width} admin-article-editor, admin-article-revisions`);
        }
        if (name === 'playground') {
          // Tidy up: a messy graph of eight before and after, then its share link (with the view) reopened.
          // From /playground a link that differs only by its hash does not reload the page: reload it.
          await page.goto(`${server.url}${pages.playground}${encodeWorkflow(MESSY)}`, { waitUntil: 'load' });
          await page.reload({ waitUntil: 'load' });
          await page.locator('.react-flow__node').nth(7).waitFor();
          await page.waitForTimeout(800);
          await page.screenshot({ path: join(OUT, String(width), 'playground-messy.png') });
          await page.getByRole('button', { name: 'Tidy up' }).click();
          await page.getByText('Tidied up').waitFor();
          await page.waitForTimeout(800);
          await page.screenshot({ path: join(OUT, String(width), 'playground-tidied.png') });
          // The address bar holds the view once it has settled; reopened, the link shows the same.
          await page.waitForTimeout(600);
          const shared = await page.evaluate(() => location.href);
          const other = await visitor.newPage();
          await other.goto(shared, { waitUntil: 'load' });
          await other.locator('.react-flow__node').nth(7).waitFor();
          await other.waitForTimeout(800);
          await other.screenshot({ path: join(OUT, String(width), 'playground-shared.png') });
          await other.close();
          console.log(`  ${width} playground-messy, playground-tidied, playground-shared`);
        }
        if (name === 'docs') {
          await page.keyboard.press('/');
          await page.getByRole('combobox', { name: 'Search docs and updates' }).fill('citation');
          await page.waitForTimeout(1500);
          await page.screenshot({ path: join(OUT, String(width), 'docs-search.png') });
          console.log(`  ${width} docs-search`);
        }
      }
      await context.close();
      await visitor.close();
    }
    console.log(`\nscreenshots in ${OUT}`);
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
