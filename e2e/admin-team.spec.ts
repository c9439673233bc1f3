// Staff accounts in the browser: an owner invites a colleague, the colleague accepts
// and signs in, ends another of their sessions, enrols two-factor and signs in with it; the owner
// resets that two-factor, and finds an article edit in the audit log.
// Two-factor is enrolled on the invited member, never on the shared test admin other specs use.
import { request as playwrightRequest } from '@playwright/test';
import { TOTP } from 'otpauth';
import { api, pages } from '@nodal/shared';
import { ADMIN, expect, expectNoAxeViolations, signIn, test, uniqueId } from './fixtures.ts';

const PASSWORD = 'a long passphrase for e2e';

const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

test('invite, accept, sign in as the new member, end another session, enrol two-factor and sign in with it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const email = `colleague-${suffix}@example.test`;
  const name = `Grace Colleague ${suffix}`;

  // The owner invites.
  await signIn(page, baseURL!);
  await page.goto(pages.adminTeam);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toContain(`${pages.acceptInvite}#`);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(email)).toBeVisible();

  // The colleague accepts in a browser of their own.
  const colleague = await browser.newContext({ baseURL: baseURL! });
  const them = await colleague.newPage();
  await them.goto(link);
  await expect(them.getByRole('heading', { name: 'Join the Nodal team' })).toBeVisible();
  await expect(them.getByText(email)).toBeVisible();
  await them.getByLabel('Your name').fill(name);
  await them.getByLabel('Password', { exact: true }).fill('password1');
  await them.getByRole('button', { name: 'Create account' }).click();
  await expect(
    them.locator('form').getByText('This password is too common. Choose one that is harder to guess.'),
  ).toBeVisible();
  await expect(them.getByLabel('Your name')).toHaveValue(name);
  await them.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await them.getByRole('button', { name: 'Create account' }).click();
  await expect(them).toHaveURL(new RegExp(`${pages.admin}$`));
  // An admin, not an owner: no Team screen.
  const nav = them.getByRole('navigation', { name: 'Admin Panel' }).first();
  await expect(nav.getByRole('link', { name: 'Security' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // The link is spent.
  const late = await browser.newContext({ baseURL: baseURL! });
  const latePage = await late.newPage();
  await latePage.goto(link);
  await expect(latePage.getByText('This invitation link has expired or has already been used')).toBeVisible();
  await late.close();

  // The owner sees the new member.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Team members' }).getByText(name)).toBeVisible();

  // A second session of the colleague elsewhere, then ended from the list.
  const elsewhere = await playwrightRequest.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: {
      Origin: baseURL!,
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    },
  });
  expect((await elsewhere.post(api.authLogin, { data: { email, password: PASSWORD } })).status()).toBe(200);
  await them.goto(pages.adminSecurity);
  const sessions = them.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This browser')).toBeVisible();
  await sessions.getByRole('button', { name: /^End session: Firefox 133 on Linux/ }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await elsewhere.get(api.authUser)).status()).toBe(401);
  await elsewhere.dispose();

  // Two-factor: scan (here: read the key), confirm, keep the recovery codes.
  const twoFactor = them.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
  await them.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  const secret = (await them.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  await expect(them.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const enrolmentCode = codeFor(secret);
  await them.getByLabel('Authentication code').fill(enrolmentCode);
  await them.getByRole('button', { name: 'Turn on two-factor' }).click();
  const recoveryCodes = them.getByRole('list', { name: 'Recovery codes' });
  await expect(recoveryCodes.getByRole('listitem')).toHaveCount(10);
  // The status follows the enrolment without a reload, while the codes are still on screen.
  await expect(twoFactor.getByText('On', { exact: true })).toBeVisible();
  await expect(twoFactor.getByText('Off', { exact: true })).toHaveCount(0);
  await expect(recoveryCodes).toBeVisible();
  await them.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(them.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // Log out and back in: the password, then a code.
  await them.getByRole('button', { name: 'Logout' }).first().click();
  await expect(them).toHaveURL(new RegExp(`${pages.login}$`));
  await them.getByLabel('Email').fill(email);
  await them.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await them.getByRole('button', { name: 'Login' }).click();
  await expect(them.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // The code that turned two-factor on was spent by it (a code from the app works once).
  await them.getByLabel('Authentication code').fill(enrolmentCode);
  await them.getByRole('button', { name: 'Verify' }).click();
  await expect(them.getByText('This code was just used. Wait for the next one.')).toBeVisible();
  await expect(them).toHaveURL(new RegExp(`${pages.login}$`));
  await them.getByLabel('Authentication code').fill('000000');
  await them.getByRole('button', { name: 'Verify' }).click();
  await expect(them.getByText('Invalid code')).toBeVisible();
  // The enrolment spent the current step; the app's next code is accepted.
  await them.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await them.getByRole('button', { name: 'Verify' }).click();
  await expect(them).toHaveURL(new RegExp(`${pages.admin}$`));
  await expect(them.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await colleague.close();

  // The owner finds all of it in the audit log, newest first.
  await page.goto(pages.adminAudit);
  await page.getByLabel('Person').selectOption({ label: `${name} (${email})` });
  const log = page.getByRole('region', { name: 'Audit log' });
  await expect(log.getByRole('row').nth(1)).toContainText('Auth · sign in');
  await expect(log.getByRole('row').nth(1)).toContainText(`${name} signed in with an authenticator code`);
  await expect(log.getByText(`${name} could not sign in: wrong two-factor code`)).toHaveCount(2);
  await expect(log.getByText(`${name} accepted their invitation and joined as Admin`)).toBeVisible();
  await expect(log.getByText(`${name} turned on two-factor sign-in`)).toBeVisible();
  await expect(log.getByText(`${name} ended one of their sessions`)).toBeVisible();

  // The colleague lost their phone: the owner resets their two-factor after confirming, and they
  // get in with the password alone (the team does not require two-factor).
  await page.goto(pages.adminTeam);
  await page.getByRole('button', { name: `Manage ${name}` }).click();
  const manage = page.getByRole('dialog', { name });
  let question = '';
  page.once('dialog', (confirm) => {
    question = confirm.message();
    void confirm.accept();
  });
  await manage.getByRole('button', { name: 'Reset Two-Factor' }).click();
  await expect(page.getByText(`Two-factor sign-in was reset for ${name}.`)).toBeVisible();
  expect(question).toContain(`Reset two-factor sign-in for ${name}?`);
  const row = page.getByRole('region', { name: 'Team members' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Off');
  const after = await playwrightRequest.newContext({ baseURL: baseURL!, extraHTTPHeaders: { Origin: baseURL! } });
  const signedIn = await after.post(api.authLogin, { data: { email, password: PASSWORD } });
  expect(await signedIn.json()).toMatchObject({ isAuthenticated: true });
  await after.dispose();
  await page.goto(pages.adminAudit);
  await page.getByLabel('Action').selectOption({ label: 'Two factor · reset' });
  await expect(log.getByRole('row').nth(1)).toContainText(`${ADMIN.email} reset two-factor sign-in for ${name}`);
});

test('an owner publishes an article and reads it in the audit log as a sentence, on a laptop and a phone', async ({
  adminPage: page,
  api: client,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueId('audited');
  // A 40-letter word and a long title: the sentence and the details must wrap, not push the page wider.
  const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.slice(0, 40);
  const title = `Published ${tag} ${word} and what reproducible peer review at scale taught us in 2026`;
  const created = await client.post(api.articles, {
    data: { title: `Draft ${tag}`, slug: tag, summary: 'Summary', body: 'Body', type: 'news', published: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(pages.adminArticles);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(tag);
  await page.getByRole('button', { name: `Edit Draft ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('switch', { name: 'Published' }).click();
  await dialog.getByRole('button', { name: 'Save Article' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Article updated successfully' })).toBeVisible();

  const sentence = `${ADMIN.email} published ‘${title}’`;
  const fits = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const cut = [...document.querySelectorAll('main dd, main p')].filter(
        (el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth + 1,
      );
      return { sideways: root.scrollWidth - root.clientWidth, cut: cut.map((el) => el.textContent?.slice(0, 60)) };
    });

  // A laptop: the row reads as a sentence; its details name the fields and show before and after.
  await page.goto(pages.adminAudit);
  await page.getByRole('searchbox', { name: 'Search audit entries' }).fill(tag);
  const log = page.getByRole('region', { name: 'Audit log' });
  const row = log.getByRole('row').filter({ hasText: sentence });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(/^\w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/);
  await expect(row.locator('time')).toHaveAttribute('title', / at \d{1,2}:\d{2}:\d{2} [AP]M /);
  // The row of the creation names the article by the title it had then.
  await expect(
    log.getByRole('row').filter({ hasText: `${ADMIN.email} created the draft ‘Draft ${tag}’` }),
  ).toBeVisible();
  const toggle = row.getByRole('button', { name: 'Details' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const details = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(details).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(details).toBeVisible();
  await expect(details.getByRole('term').filter({ hasText: /^Title$/ })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: `Draft ${tag}` })).toContainText(title);
  await expect(details.getByRole('term').filter({ hasText: /^Published$/ })).toBeVisible();
  await expect(details).not.toContainText('coverAlt');
  expect(await fits()).toEqual({ sideways: 0, cut: [] });
  await expectNoAxeViolations(page);
  await toggle.click();
  await expect(details).toBeHidden();

  // A phone: the same sentence on a card, and the same details under its button, nothing cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: sentence });
  await expect(card).toBeVisible();
  await expect(log).toBeHidden();
  const cardToggle = card.getByRole('button', { name: 'Details' });
  await cardToggle.click();
  await expect(cardToggle).toHaveAttribute('aria-expanded', 'true');
  const cardDetails = page.locator(`[id="${await cardToggle.getAttribute('aria-controls')}"]`);
  await expect(cardDetails.getByRole('term').filter({ hasText: /^Title$/ })).toBeVisible();
  await expect(cardDetails.getByRole('definition').filter({ hasText: `Draft ${tag}` })).toContainText(word);
  expect(await fits()).toEqual({ sideways: 0, cut: [] });
});

test('Team, Security and Audit log have no axe violations', async ({ page, baseURL }) => {
  // Four full axe scans and three page loads: more than one default test's time on two busy cores.
  test.slow();
  await signIn(page, baseURL!);
  for (const [path, heading] of [
    [pages.adminTeam, 'Team'],
    [pages.adminSecurity, 'Security'],
    [pages.adminAudit, 'Audit log'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  await page.getByRole('link', { name: 'Security' }).first().click();
  await page.getByRole('button', { name: 'Set Up Two-Factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
});
