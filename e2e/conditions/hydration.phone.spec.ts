// A visitor on a slow phone who starts typing before the signup's island has hydrated: the island
// takes over what is in the field, keeps the focus there, and sends the form itself (slow-phone only).
import { api as apiPaths } from '@nodal/shared';
import { expect, test, uniqueId } from '../fixtures.ts';
import { formOnHome, outcome, SENT } from './forms.ts';

test('the signup hydrates without losing a character or the focus', async ({ page, api }) => {
  // The island's own script waits until the first keys are in, so they are typed into the server's HTML.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/SignupForm.*.js', async (route) => {
    await typed;
    await route.continue();
  });
  const form = await formOnHome(page, 'signup');
  const name = form.getByLabel('Full name');
  await name.pressSequentially('Rosalind');
  await expect(page.locator('#signup astro-island[ssr]')).toHaveCount(1);
  release();
  await expect(page.locator('#signup astro-island[ssr]')).toHaveCount(0, { timeout: 30_000 });
  await expect(name).toBeFocused();
  await name.pressSequentially(' Franklin');
  await expect(name).toHaveValue('Rosalind Franklin');

  const email = `${uniqueId('hydrated')}@example.org`;
  await form.getByLabel('Work email').pressSequentially(email);
  const sent = page.waitForRequest((r) => r.url().endsWith(apiPaths.signup) && r.method() === 'POST');
  await form.getByRole('button', { name: 'Sign Up for Early Access' }).click();
  // Hydrated, the island sends JSON, and the page stays where it is.
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Rosalind Franklin', email });
  await expect(outcome(page, 'signup')).toContainText(SENT.signup);
  await expect(page).toHaveURL(/\/$/);
  const stored = (await (await api.get(`${apiPaths.adminSignups}?q=${encodeURIComponent(email)}`)).json()) as {
    data: unknown[];
  };
  expect(stored.data).toHaveLength(1);
});
