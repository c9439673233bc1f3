// A subscriber's own pages as they meet them: opened from the confirmation email on a slow phone
// and with JavaScript off. The pages have no script; every button is a plain form.
import { api as apiPaths } from '@nodal/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test, uniqueId } from '../fixtures.ts';
import { runScheduled } from '../clock.ts';
import { linkTo, waitForMessage } from '../mailbox.ts';
import { NO_JAVASCRIPT } from '../projects.ts';

/** The confirmation link of the email sent to `email`, read from Settings → Sent mail. */
async function confirmationLink(api: APIRequestContext, email: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await api.get(`${apiPaths.adminSentMail}?q=${encodeURIComponent(email)}`)).json()) as {
          data: { id: number; subject: string }[];
        };
        id = list.data.find((m) => m.subject.startsWith('Confirm your address'))?.id;
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  const message = (await (await api.get(apiPaths.adminSentMessage(id!))).json()) as { data: { body: string } };
  const link = /https?:\/\/[^/\s]+(\/subscription\/confirm\?token=\S+)/.exec(message.data.body)?.[1];
  expect(link, message.data.body).toBeDefined();
  return link!;
}

test('confirming from the email, choosing topics, unsubscribing and erasing', async ({
  page,
  api,
  baseURL,
}, testInfo) => {
  const email = `${uniqueId('subscriber')}@example.org`;
  const name = 'Oluwaseun Adeyemi-Castellanos';
  // axe runs inside the page as a script, which the browser without JavaScript does not run; the
  // markup it checks is the same in both projects.
  const axe = () => (testInfo.project.name === NO_JAVASCRIPT ? Promise.resolve() : expectNoAxeViolations(page));
  const signup = await page.request.post(apiPaths.signup, {
    data: { name, email, institution: null, researchArea: null },
    headers: { Origin: baseURL! },
  });
  expect(signup.status()).toBe(201);

  await page.goto(await confirmationLink(api, email));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`You’re on the early-access list, ${name}`);
  await expect(page.getByRole('status')).toHaveText('Thank you for confirming.');
  await expect(page.getByText('Your place in the queue')).toBeVisible();
  await expect(page.getByText(/^#[\d,]+$/)).toBeVisible();
  const link = page.getByLabel('Your personal link');
  await expect(link).toHaveValue(/\/forms\/signup\?ref=[A-Za-z0-9_-]{12}$/);
  const referralLink = await link.inputValue();
  await axe();

  // A colleague follows the link and signs up on the form's own page: the referral is recorded
  // whether the form's script ran or not (its code rides in an unseen field the server filled).
  const friend = await page.context().newPage();
  await friend.goto(new URL(referralLink).pathname + new URL(referralLink).search);
  const form = friend.locator('form[data-form="signup"]');
  const friendEmail = `${uniqueId('colleague')}@example.org`;
  await form.getByLabel('Full name').fill('Colleague of Oluwaseun');
  await form.getByLabel('Work email').fill(friendEmail);
  await form.getByRole('button', { name: 'Sign Up for Early Access' }).click();
  await expect(friend.locator('[data-form-status="sent"]')).toBeVisible();
  await page.goto(await confirmationLink(api, friendEmail));
  await expect(page.getByText('Your place in the queue')).toBeVisible();
  const referrer = (await (await api.get(`${apiPaths.adminSignups}?q=${encodeURIComponent(email)}`)).json()) as {
    data: { referrals: number }[];
  };
  expect(referrer.data).toMatchObject([{ referrals: 1 }]);
  await page.goBack();

  await page.getByRole('link', { name: 'Choose your topics' }).click();
  await expect(page.getByRole('heading', { name: 'Email preferences', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const productUpdates = page.getByRole('checkbox', { name: 'Product updates' });
  await expect(productUpdates).toBeChecked();
  await productUpdates.uncheck();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('status')).toHaveText('Your choices are saved.');
  await expect(page.getByRole('checkbox', { name: 'Product updates' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Research insights' })).toBeChecked();
  await axe();

  await page.getByRole('button', { name: 'Unsubscribe from all' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed from every email.');

  // The box must be ticked: the browser itself holds the form back until it is.
  const erase = page.getByRole('button', { name: 'Erase my data' });
  await erase.click();
  await expect(page.getByRole('heading', { name: 'Email preferences', level: 1 })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I understand that erasing cannot be undone.' }).check();
  await erase.click();
  await expect(page.getByRole('heading', { name: 'Your data is erased', level: 1 })).toBeVisible();

  const stored = (await (await api.get(`${apiPaths.adminSignups}?q=${encodeURIComponent(email)}`)).json()) as {
    data: unknown[];
  };
  expect(stored.data).toEqual([]);
});

test('an invitation from a wave: the email’s link, the page, the button, and the list says accepted', async ({
  page,
  api,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `${uniqueId('invitee')}@example.org`;
  const area = uniqueId('Glycobiology');
  const name = 'Wiremu Te Rangi-Fairweather';
  const signup = await page.request.post(apiPaths.signup, {
    data: { name, email, institution: null, researchArea: area },
    headers: { Origin: baseURL! },
  });
  expect(signup.status()).toBe(201);
  await page.goto(await confirmationLink(api, email));
  await expect(page.getByRole('status')).toHaveText('Thank you for confirming.');

  const wave = await api.post(apiPaths.adminCampaigns, {
    data: {
      kind: 'invitation',
      selection: { count: 1, researchArea: area },
      subject: 'Your Nodal workspace, {{name}}',
      body: 'Hello {{name}},\n\nYour workspace is ready.\n\n{{inviteLink}}',
    },
  });
  expect(wave.status(), await wave.text()).toBe(201);
  await runScheduled(page.request, 'send-campaigns');
  const invitation = await waitForMessage(email, /^Your Nodal workspace, /);
  expect(invitation.subject).toBe(`Your Nodal workspace, ${name}`);
  expect(invitation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await page.goto(linkTo(invitation.text, apiPaths.subscriptionAccept));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`You’re invited to Nodal, ${name}`);
  if (testInfo.project.name !== NO_JAVASCRIPT) await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Accept my invitation' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you for accepting.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to Nodal, ${name}`);
  await expect(page.getByRole('link', { name: 'Open the playground' })).toBeVisible();
  if (testInfo.project.name !== NO_JAVASCRIPT) await expectNoAxeViolations(page);

  const stored = (await (await api.get(`${apiPaths.adminSignups}?q=${encodeURIComponent(email)}`)).json()) as {
    data: { access: string }[];
  };
  expect(stored.data).toMatchObject([{ access: 'accepted' }]);
});

test('a broken link says so and leads back', async ({ page }) => {
  const response = await page.goto(`${apiPaths.subscriptionConfirm}?token=confirm.1.2.abc`);
  expect(response!.status()).toBe(400);
  await expect(page.getByRole('heading', { name: 'This link does not work', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Nodal' }).click();
  await expect(page).toHaveURL(/\/$/);
});
