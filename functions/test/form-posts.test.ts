// The public forms posted without JavaScript: a same-origin application/x-www-form-urlencoded post to
// /api/signup or /api/contact is handled like the island's JSON, answered with a 303 to the form's
// page, and that page shows the outcome (or what was typed, with the errors) for an hour. The API
// tests serve no built site, so the form page here is the plain one the function falls back to; the
// browser tests see it filled into the site's own page.
import { api, pages } from '@nodal/shared';
import { unique } from '@nodal/db/factories';
import { describe, expect, it } from 'vitest';
import { awayFromWindowEdge, body, expectError } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
const FORM = 'application/x-www-form-urlencoded';
const email = (prefix = 'post') => `${unique(prefix)}@example.test`;

const postForm = (client: TestClient, path: string, fields: Record<string, string>, headers: HeadersInit = {}) =>
  client.fetch(path, {
    method: 'POST',
    headers: { 'content-type': FORM, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

/** Follows the 303 the way a browser does, with a GET to its Location. */
async function landing(client: TestClient, response: Response): Promise<{ location: string; page: Response }> {
  expect(response.status, await response.clone().text()).toBe(303);
  const location = response.headers.get('location')!;
  return { location, page: await client.get(location) };
}

const signupRows = (address: string) =>
  app.db.query<{ name: string }>('SELECT name FROM signups WHERE lower(email) = lower($1)', [address]);

describe('a signup posted without JavaScript', () => {
  it('is stored and answered with a 303 to the signup page, which says it was sent', async () => {
    const client = app.client();
    const address = email();
    const response = await postForm(client, api.signup, { name: 'Chidi Okonkwo', email: address, website: '' });
    const { location, page } = await landing(client, response);
    expect(location).toMatch(/^\/forms\/signup\?r=[0-9a-f-]{36}$/);
    expect(location).not.toContain('Chidi');
    expect(await signupRows(address)).toEqual([{ name: 'Chidi Okonkwo' }]);

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain("You're on the list");
    // Once sent, the page holds nothing personal.
    expect(html).not.toContain('Chidi');
    expect(html).not.toContain(address);
  });

  it('that is invalid stores nothing, and its page shows what was typed with each field’s error', async () => {
    const client = app.client();
    const response = await postForm(client, api.signup, { name: '<b>Grace</b> & "Hopper"', email: 'grace-at-navy' });
    const { page } = await landing(client, response);
    const html = await page.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('value="&lt;b&gt;Grace&lt;/b&gt; &amp; &quot;Hopper&quot;"');
    expect(html).toContain('value="grace-at-navy"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('<b>Grace</b>');
    expect(await signupRows('grace-at-navy')).toEqual([]);
  });

  it('with the honeypot filled looks sent and stores nothing', async () => {
    const client = app.client();
    const address = email('bot');
    const { page } = await landing(
      client,
      await postForm(client, api.signup, { name: 'Bot', email: address, website: 'https://spam.example' }),
    );
    expect(await page.text()).toContain("You're on the list");
    expect(await signupRows(address)).toEqual([]);
  });

  it('over the rate limit keeps what was typed and says why', async () => {
    await awayFromWindowEdge(10);
    const client = app.client();
    for (let i = 1; i <= 30; i++)
      expect((await client.post(api.signup, { name: `Person ${i}`, email: email('burst') })).status).toBe(201);
    const address = email('over');
    const { page } = await landing(client, await postForm(client, api.signup, { name: 'Late Comer', email: address }));
    const html = await page.text();
    expect(html).toContain('Too many submissions. Please try again later.');
    expect(html).toContain('value="Late Comer"');
    expect(await signupRows(address)).toEqual([]);
  });
});

describe('a contact form posted without JavaScript', () => {
  const contactRows = (marker: string) =>
    app.db.query<{ name: string; subject: string; message: string }>(
      'SELECT name, subject, message FROM contacts WHERE message LIKE $1',
      [`%${marker}%`],
    );

  it('goes back to the partnership page, the subject and the message kept on an error', async () => {
    const client = app.client();
    const marker = unique('partner');
    const response = await postForm(client, api.contact, {
      name: 'Dorothy Vaughan',
      email: '',
      subject: 'investor',
      message: `Angel round ${marker}`,
    });
    const { location, page } = await landing(client, response);
    expect(location).toMatch(/^\/forms\/partnership\?r=/);
    const html = await page.text();
    expect(html).toContain('Email is required');
    expect(html).toContain(`Angel round ${marker}</textarea>`);
    expect(html).toMatch(/<option value="investor" selected>/);
    expect(await contactRows(marker)).toEqual([]);
  });

  it('stores the quick message and answers with its own page', async () => {
    const client = app.client();
    const marker = unique('quick');
    const { location, page } = await landing(
      client,
      await postForm(client, api.contact, { subject: 'website_contact', message: `JATS? ${marker}` }),
    );
    expect(location).toMatch(/^\/forms\/simple-contact\?r=/);
    expect(await page.text()).toContain('Thanks, your message is with us');
    expect(await contactRows(marker)).toEqual([{ name: '', subject: 'website_contact', message: `JATS? ${marker}` }]);
  });
});

describe('what a form post must prove', () => {
  const fields = () => ({ name: 'Eve', email: email('csrf') });

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site cross-site', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['our Origin but Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of null', { origin: 'null' }],
    ['no Origin and no Sec-Fetch-Site', { origin: '' }],
  ])('refuses a post with %s (403) and stores nothing', async (_label, headers) => {
    const sent = fields();
    // Past the harness's client, which gives every write our Origin; an empty value here sends none.
    const response = await fetch(app.url + api.signup, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries({ 'content-type': FORM, origin: app.url, ...headers }).filter(([, v]) => v !== ''),
      ),
      body: new URLSearchParams(sent).toString(),
      redirect: 'manual',
    });
    await expectError(response, 403, 'Cross-site request refused');
    expect(await signupRows(sent.email)).toEqual([]);
  });

  it('takes a post that proves itself with Sec-Fetch-Site: same-origin alone', async () => {
    const sent = fields();
    const response = await fetch(app.url + api.signup, {
      method: 'POST',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams(sent).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(await signupRows(sent.email)).toHaveLength(1);
  });

  it.each([api.trackCta, api.authLogin, api.articles])('still refuses a form post to %s (415)', async (path) => {
    const response = await postForm(app.client(), path, { actionType: 'click', email: 'a@b.test', password: 'x' });
    await expectError(response, 415, 'Content-Type must be application/json');
  });

  it('still refuses text/plain on the form endpoints (415)', async () => {
    const response = await app.client().fetch(api.signup, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'name=Eve&email=eve@example.test',
    });
    await expectError(response, 415, 'Content-Type must be application/json');
  });

  it('answers a form post over 64 KB with 413', async () => {
    const response = await postForm(app.client(), api.contact, { message: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe('the form page', () => {
  it('shows the empty form without a reply, for an unknown or malformed token, and for another form’s reply', async () => {
    const client = app.client();
    const { location } = await landing(client, await postForm(client, api.signup, { name: 'Only Mine', email: 'x' }));
    const token = new URL(location, app.url).searchParams.get('r')!;
    for (const path of [
      pages.form('signup'),
      pages.form('signup', '00000000-0000-4000-8000-000000000000'),
      pages.form('signup', 'not-a-token'),
      pages.form('partnership', token),
    ]) {
      const page = await client.get(path);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).not.toContain('Only Mine');
      expect(html, path).toContain('<form method="post"');
    }
  });

  it('forgets a reply after an hour, and a new reply deletes the expired ones', async () => {
    const client = app.client();
    const { location } = await landing(client, await postForm(client, api.signup, { name: 'Old Typing', email: 'x' }));
    const token = new URL(location, app.url).searchParams.get('r')!;
    await app.db.query(`UPDATE form_replies SET created_at = now() - interval '61 minutes' WHERE token = $1`, [token]);
    expect(await (await client.get(location)).text()).not.toContain('Old Typing');
    await landing(client, await postForm(client, api.signup, { name: 'New Typing', email: 'y' }));
    expect(await app.db.query('SELECT 1 FROM form_replies WHERE token = $1', [token])).toEqual([]);
  });

  it('answers an unknown form with JSON 404', async () => {
    const response = await app.client().get('/forms/newsletter');
    expect(response.status).toBe(404);
    expect(await body(response)).toEqual({ message: 'No such form' });
  });
});
