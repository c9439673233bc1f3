// Every public form as visitors meet it: typed into as soon as the page's HTML has arrived and sent
// at once, on a slow phone (where the island has usually not hydrated yet, so the browser posts the
// form itself) and with JavaScript off (always the browser's own post, answered by the form's page).
// Either way the record is stored, the outcome shows in the form, and nothing typed is lost.
import { api as apiPaths } from '@nodal/shared';
import { expect, test, uniqueId } from '../fixtures.ts';
import { NO_JAVASCRIPT } from '../projects.ts';
import { formOnHome, outcome, SENT } from './forms.ts';

test.describe('public forms under real conditions', () => {
  test('the early-access signup, typed into at once, is stored and says what happens next', async ({
    page,
    api,
  }, testInfo) => {
    const form = await formOnHome(page, 'signup');
    const email = `${uniqueId('phone')}@example.org`;
    await form.getByLabel('Full name').pressSequentially('Chidi Okonkwo-Fairweather');
    await form.getByLabel('Work email').pressSequentially(email);
    await form.getByRole('button', { name: 'Sign Up for Early Access' }).click();

    await expect(outcome(page, 'signup')).toContainText(SENT.signup);
    if (testInfo.project.name === NO_JAVASCRIPT) {
      await expect(page).toHaveURL(/\/forms\/signup\?r=[0-9a-f-]{36}$/);
      // A post is answered with a page, never with the typed data in the address.
      expect(page.url()).not.toContain('Chidi');
    }
    const stored = (await (await api.get(`${apiPaths.adminSignups}?q=${encodeURIComponent(email)}`)).json()) as {
      data: { name: string; email: string }[];
    };
    expect(stored.data).toMatchObject([{ name: 'Chidi Okonkwo-Fairweather', email }]);
  });

  test('a signup with a wrong address keeps both fields and says what to fix', async ({ page }) => {
    const form = await formOnHome(page, 'signup');
    await form.getByLabel('Full name').pressSequentially('Grace Hopper');
    await form.getByLabel('Work email').pressSequentially('grace-at-navy');
    await form.getByRole('button', { name: 'Sign Up for Early Access' }).click();

    const shown = page.locator('form[data-form="signup"]');
    await expect(shown.getByText('Please enter a valid email address')).toBeVisible();
    await expect(shown.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(shown.getByLabel('Work email')).toHaveValue('grace-at-navy');
    await expect(shown.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true');
    await expect(shown.getByText('Name is required')).toHaveCount(0);
  });

  test('the partnership enquiry, typed into at once, is stored with its subject', async ({ page, api }) => {
    const form = await formOnHome(page, 'partnership');
    const email = `${uniqueId('partner')}@example.org`;
    await form.getByLabel('Name').pressSequentially('Katherine Johnson');
    await form.getByLabel('Email').pressSequentially(email);
    await form.getByLabel('Subject').selectOption('pilot');
    await form.getByLabel('Message').pressSequentially('A pilot for our three journals.');
    await form.getByRole('button', { name: 'Send Partnership Enquiry' }).click();

    await expect(outcome(page, 'partnership')).toContainText(SENT.partnership);
    const stored = (await (await api.get(`${apiPaths.adminContacts}?q=${encodeURIComponent(email)}`)).json()) as {
      data: { name: string; subject: string; message: string }[];
    };
    expect(stored.data).toMatchObject([
      { name: 'Katherine Johnson', subject: 'pilot', message: 'A pilot for our three journals.' },
    ]);
  });

  test('a partnership enquiry without a message keeps the rest, the subject included', async ({ page }) => {
    const form = await formOnHome(page, 'partnership');
    await form.getByLabel('Name').pressSequentially('Dorothy Vaughan');
    await form.getByLabel('Email').pressSequentially('dorothy@example.org');
    await form.getByLabel('Subject').selectOption('investor');
    await form.getByRole('button', { name: 'Send Partnership Enquiry' }).click();

    const shown = page.locator('form[data-form="partnership"]');
    await expect(shown.getByText('Message is required')).toBeVisible();
    await expect(shown.getByLabel('Name')).toHaveValue('Dorothy Vaughan');
    await expect(shown.getByLabel('Email')).toHaveValue('dorothy@example.org');
    await expect(shown.getByLabel('Subject')).toHaveValue('investor');
  });

  test('the quick message, typed into at once, is stored as a website contact', async ({ page, api }) => {
    const form = await formOnHome(page, 'simple-contact');
    const marker = uniqueId('quick');
    await form.getByLabel('Message').pressSequentially(`Do you export JATS XML? ${marker}`);
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(outcome(page, 'simple-contact')).toContainText(SENT['simple-contact']);
    const stored = (await (await api.get(`${apiPaths.adminContacts}?q=${encodeURIComponent(marker)}`)).json()) as {
      data: { subject: string }[];
    };
    expect(stored.data).toMatchObject([{ subject: 'website_contact' }]);
  });

  test('an empty quick message says what is missing', async ({ page }) => {
    const form = await formOnHome(page, 'simple-contact');
    await form.getByLabel('Name').pressSequentially('Mae Jemison');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const shown = page.locator('form[data-form="simple-contact"]');
    await expect(shown.getByText('Message is required')).toBeVisible();
    await expect(shown.getByLabel('Name')).toHaveValue('Mae Jemison');
  });
});
