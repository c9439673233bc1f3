// The landing page's three forms in a real browser against the real API: the early-access signup
// and the two contact forms, their validation, pending states, failures and toasts.
import { api as apiPaths, CONTACT_SUBJECT_LABELS, PARTNERSHIP_SUBJECTS, WEBSITE_CONTACT_SUBJECT } from '@nodal/shared';
import { expect, test, uniqueId } from './fixtures.ts';
import { startOnceBuilt, hydrated, openHome } from './landing.ts';

startOnceBuilt();

test.describe('early-access signup', () => {
  test('validates, then signs up, resets and records a CTA event without personal data', async ({ page, api }) => {
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    const email = `${uniqueId('signup')}@example.org`;
    await form.getByLabel('Full name').fill('Grace Hopper');
    await form.getByLabel('Work email').fill('not-an-email');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByLabel('Full name')).toHaveValue('Grace Hopper');

    await form.getByLabel('Work email').fill(email);
    const signupRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.signup) && r.method() === 'POST');
    const ctaRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.trackCta) && r.method() === 'POST');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const sent = (await signupRequest).postDataJSON();
    expect(sent).toMatchObject({ name: 'Grace Hopper', email, institution: null, researchArea: null });
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Success!');
    await expect(toast).toContainText("You've been added to our early access list.");
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Work email')).toHaveValue('');
    const cta = (await ctaRequest).postDataJSON();
    expect(cta).toMatchObject({
      actionType: 'form_submission',
      sourcePage: '/',
      sourceSection: 'signup_section',
      sourceElement: 'signup_form',
    });
    expect(JSON.stringify(cta)).not.toContain(email);
    expect(JSON.stringify(cta)).not.toContain('Grace');

    const stored = (await (await api.get(`${apiPaths.adminSignups}?q=${encodeURIComponent(email)}`)).json()) as {
      data: { email: string }[];
    };
    expect(stored.data.map((s) => s.email)).toEqual([email]);
  });

  test('a server error keeps what was typed', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Rosalind Franklin');
    await form.getByLabel('Work email').fill('rosalind@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Something went wrong.');
    await expect(toast).toContainText('Internal server error');
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel('Full name')).toHaveValue('Rosalind Franklin');
    await expect(form.getByLabel('Work email')).toHaveValue('rosalind@example.org');
  });

  test('a 500 without a message falls back to the generic text', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) => route.fulfill({ status: 500, body: '' }));
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Ada Lovelace');
    await form.getByLabel('Work email').fill('ada@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    await expect(page.locator('[data-toast]')).toContainText('Please try again later.');
  });

  test('a network failure says so and keeps the input', async ({ page }) => {
    await page.route(`**${apiPaths.signup}`, (route) => route.abort('internetdisconnected'));
    await openHome(page);
    const form = (await hydrated(page, '#signup')).locator('form');
    await form.getByLabel('Full name').fill('Marie Curie');
    await form.getByLabel('Work email').fill('marie@example.org');
    await form.getByRole('button', { name: /Sign Up/ }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast.locator('[data-toast-title]')).toHaveText('Error');
    await expect(toast.locator('[data-toast-description]')).toHaveText('Could not submit your request.');
    await expect(form.getByLabel('Full name')).toHaveValue('Marie Curie');
    // The close button dismisses it.
    await toast.getByRole('button', { name: 'Close notification' }).click();
    await expect(toast).toHaveCount(0);
  });
});

test.describe('contact forms', () => {
  test('the partnership form: subjects, validation, Sending..., success and reset', async ({ page, api }) => {
    await openHome(page);
    const root = await hydrated(page, '#contact');
    const form = root.locator('form[data-form="partnership"]');
    const subject = form.getByLabel('Subject');
    await expect(subject.locator('option')).toHaveText(PARTNERSHIP_SUBJECTS.map((s) => CONTACT_SUBJECT_LABELS[s]));
    await expect(subject).toHaveValue('research_partner');

    await form.getByRole('button', { name: /Send Partnership Enquiry/ }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();

    const email = `${uniqueId('partner')}@example.org`;
    await form.getByLabel('Name').fill('Katherine Johnson');
    await form.getByLabel('Email').fill(email);
    await subject.selectOption('investor');
    await form.getByLabel('Message').fill('We would like to talk about the angel round.');
    const contactRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.contact) && r.method() === 'POST');
    const ctaRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.trackCta) && r.method() === 'POST');
    await form.getByRole('button', { name: /Send Partnership Enquiry/ }).click();
    expect((await contactRequest).postDataJSON()).toMatchObject({
      name: 'Katherine Johnson',
      email,
      subject: 'investor',
    });
    await expect(page.locator('[data-toast]')).toContainText('Message sent!');
    await expect(page.locator('[data-toast]')).toContainText("We'll get back to you as soon as possible.");
    expect((await ctaRequest).postDataJSON()).toMatchObject({
      actionType: 'contact_form',
      sourceSection: 'contact_section',
    });
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(subject).toHaveValue('research_partner');

    const stored = (await (await api.get(`${apiPaths.adminContacts}?q=${encodeURIComponent(email)}`)).json()) as {
      data: { subject: string }[];
    };
    expect(stored.data.map((c) => c.subject)).toEqual(['investor']);
  });

  test('the partnership form disables itself while sending and keeps input on failure', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${apiPaths.contact}`, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Database unavailable' }),
      });
    });
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="partnership"]');
    await form.getByLabel('Name').fill('Dorothy Vaughan');
    await form.getByLabel('Email').fill('dorothy@example.org');
    await form.getByLabel('Message').fill('Pilot for our journal.');
    await form.getByRole('button', { name: /Send Partnership Enquiry/ }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.locator('[data-toast]')).toContainText('Submission failed');
    await expect(page.locator('[data-toast]')).toContainText('Database unavailable');
    await expect(form.getByLabel('Message')).toHaveValue('Pilot for our journal.');
  });

  test('the partnership form: fallback text and an unreadable answer', async ({ page }) => {
    let answer = { status: 500, body: '' };
    await page.route(`**${apiPaths.contact}`, (route) => route.fulfill(answer));
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="partnership"]');
    await form.getByLabel('Name').fill('Mae Jemison');
    await form.getByLabel('Email').fill('mae@example.org');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: /Send Partnership Enquiry/ }).click();
    await expect(page.locator('[data-toast]')).toContainText('Something went wrong. Please try again.');
    answer = { status: 500, body: '<html>gateway</html>' };
    await form.getByRole('button', { name: /Send Partnership Enquiry/ }).click();
    await expect(page.locator('[data-toast]')).toContainText('Invalid server response');
    await expect(form.getByLabel('Name')).toHaveValue('Mae Jemison');
  });

  test('the simple form needs only a message and sends website_contact', async ({ page }) => {
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="simple-contact"]');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Message is required')).toBeVisible();
    await expect(form.getByText('Name is required')).toHaveCount(0);

    await form.getByLabel('Message').fill('Do you support JATS XML output?');
    const contactRequest = page.waitForRequest((r) => r.url().endsWith(apiPaths.contact) && r.method() === 'POST');
    let ctaSent = false;
    page.on('request', (r) => {
      if (r.url().endsWith(apiPaths.trackCta)) ctaSent = true;
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await contactRequest).postDataJSON()).toMatchObject({
      subject: WEBSITE_CONTACT_SUBJECT,
      message: 'Do you support JATS XML output?',
    });
    await expect(page.locator('[data-toast]')).toContainText('Message sent!');
    await expect(form.getByLabel('Message')).toHaveValue('');
    expect(ctaSent).toBe(false);
  });

  test('the simple form on a network failure', async ({ page }) => {
    await page.route(`**${apiPaths.contact}`, (route) => route.abort('internetdisconnected'));
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="simple-contact"]');
    await form.getByLabel('Message').fill('Are you hiring?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast.locator('[data-toast-title]')).toHaveText('Error');
    await expect(toast.locator('[data-toast-description]')).toHaveText(
      'Could not submit your message. Please try again later.',
    );
    await expect(form.getByLabel('Message')).toHaveValue('Are you hiring?');
  });

  test('every public form carries the hidden honeypot', async ({ page }) => {
    await openHome(page);
    const honeypots = page.locator('input[name="website"]');
    await expect(honeypots).toHaveCount(3);
    for (const input of await honeypots.all()) {
      await expect(input).toHaveAttribute('tabindex', '-1');
      await expect(input).toHaveAttribute('autocomplete', 'off');
      await expect(input).not.toBeInViewport();
      expect(await input.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    }
  });

  test('toasts sit bottom right and at most 420 px wide on wide screens', async ({ page }) => {
    await page.route(`**${apiPaths.contact}`, (route) => route.abort());
    await openHome(page);
    const form = (await hydrated(page, '#contact')).locator('form[data-form="simple-contact"]');
    await form.getByLabel('Message').fill('x');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const box = (await page.locator('[data-toast]').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(420);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  });
});
