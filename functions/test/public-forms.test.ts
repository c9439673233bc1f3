// The three public POSTs: early-access signup, contact and CTA tracking, with their validation, the
// honeypot and the per-IP rate limits (README, "Environment variables").
import { api } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { unique } from '@nodal/db/factories';
import { awayFromWindowEdge, body, expectError, expectFieldError } from './helpers.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();
const ADDED = { success: true, message: "You've been added to our early access list." };
const SENT = { success: true, message: "We'll get back to you as soon as possible." };

const email = (prefix = 'form') => `${unique(prefix)}@example.test`;
const signupRows = (address: string) =>
  app.db.query<{ name: string; email: string; institution: string | null; researchArea: string | null }>(
    `SELECT name, email, institution, research_area AS "researchArea" FROM signups WHERE lower(email) = lower($1)`,
    [address],
  );
const contactRows = (marker: string) =>
  app.db.query<{ name: string; email: string; subject: string; message: string }>(
    'SELECT name, email, subject, message FROM contacts WHERE message LIKE $1 ORDER BY id',
    [`%${marker}%`],
  );
const ctaRows = (marker: string) =>
  app.db.query<{
    actionType: string;
    sourcePage: string;
    sourceSection: string;
    sourceElement: string;
    formData: unknown;
  }>(
    `SELECT action_type AS "actionType", source_page AS "sourcePage", source_section AS "sourceSection",
       source_element AS "sourceElement", form_data AS "formData" FROM cta_events WHERE source_element = $1`,
    [marker],
  );

describe('POST /api/signup', () => {
  it('stores the signup and answers success', async () => {
    const address = email('signup');
    const response = await app.client().post(api.signup, {
      name: '  Ada Lovelace ',
      email: address,
      institution: 'Analytical Society',
      researchArea: 'Computing',
    });
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual(ADDED);
    expect(await signupRows(address)).toEqual([
      { name: 'Ada Lovelace', email: address, institution: 'Analytical Society', researchArea: 'Computing' },
    ]);
  });

  it.each([
    ['left out', {}],
    ['null', { institution: null, researchArea: null }],
    ['empty', { institution: '', researchArea: '' }],
  ])('stores institution and research area as null when %s', async (_label, extra) => {
    const address = email('optional');
    expect((await app.client().post(api.signup, { name: 'Bo', email: address, ...extra })).status).toBe(201);
    expect(await signupRows(address)).toEqual([{ name: 'Bo', email: address, institution: null, researchArea: null }]);
  });

  it('answers the same success for the same email in another case and stores nothing new', async () => {
    const address = email('dupe');
    const client = app.client();
    expect((await client.post(api.signup, { name: 'First', email: address })).status).toBe(201);
    const again = await client.post(api.signup, { name: 'Second', email: address.toUpperCase() });
    expect(again.status).toBe(201);
    expect(await body(again)).toEqual(ADDED);
    expect(await signupRows(address)).toEqual([expect.objectContaining({ name: 'First', email: address })]);
  });

  it('stores one row for two identical signups sent at the same moment', async () => {
    const address = email('race');
    const payload = { name: 'Racer', email: address };
    const responses = await Promise.all([
      app.client().post(api.signup, payload),
      app.client().post(api.signup, payload),
    ]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    expect(await Promise.all(responses.map((r) => body(r)))).toEqual([ADDED, ADDED]);
    expect(await signupRows(address)).toHaveLength(1);
  });

  it.each([
    ['a run', { event: 'run', nodes: 6, errors: 0 }],
    ['a template load', { event: 'template_load', template: 'citations', nodes: 6 }],
  ])('stores a playground event: %s', async (_label, formData) => {
    const marker = unique('cta-pg');
    const event = {
      actionType: 'playground',
      sourcePage: '/playground',
      sourceSection: 'playground',
      sourceElement: marker,
      formData,
    };
    expect((await app.client().post(api.trackCta, event)).status).toBe(201);
    expect(await ctaRows(marker)).toEqual([event]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const address = email('bot');
    const response = await app
      .client()
      .post(api.signup, { name: 'Bot', email: address, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual(ADDED);
    expect(await signupRows(address)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing name', { name: undefined }, 'name', 'Invalid input: expected string, received undefined'],
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an empty email', { email: '' }, 'email', 'Please enter a valid email address'],
    [
      'an email over 254 characters',
      { email: `${'e'.repeat(250)}@x.io` },
      'email',
      'Email must be at most 254 characters',
    ],
    [
      'an institution over 200 characters',
      { institution: 'i'.repeat(201) },
      'institution',
      'Institution must be at most 200 characters',
    ],
    [
      'a research area over 200 characters',
      { researchArea: 'r'.repeat(201) },
      'researchArea',
      'Research area must be at most 200 characters',
    ],
  ])('refuses %s → 400 and stores nothing', async (_label, patch, field, message) => {
    const address = email('invalid');
    const response = await app.client().post(api.signup, { name: 'Valid Name', email: address, ...patch });
    const json = await expectFieldError(response, field, message);
    expect(json.message).toBe(message);
    expect(await signupRows(address)).toEqual([]);
  });

  it('accepts the limits exactly (200-character name, 254-character email)', async () => {
    const address = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.io`;
    expect(address).toHaveLength(254);
    const response = await app
      .client()
      .post(api.signup, { name: 'n'.repeat(200), email: address, institution: 'i'.repeat(200) });
    expect(response.status).toBe(201);
    expect(await signupRows(address)).toHaveLength(1);
  });
});

describe('POST /api/contact', () => {
  it('stores a partnership message with its subject', async () => {
    const marker = unique('contact');
    const response = await app.client().post(api.contact, {
      name: ' Grace ',
      email: 'grace@example.test',
      subject: 'publisher_partner',
      message: `Let us talk. ${marker}`,
    });
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual(SENT);
    expect(await contactRows(marker)).toEqual([
      { name: 'Grace', email: 'grace@example.test', subject: 'publisher_partner', message: `Let us talk. ${marker}` },
    ]);
  });

  it.each([
    'research_partner',
    'publisher_partner',
    'enterprise_partner',
    'investor',
    'pilot',
    'other',
    'general',
    'anything_else',
  ])('stores the subject %s as sent', async (subject) => {
    const marker = unique('subject');
    expect(
      (await app.client().post(api.contact, { name: 'N', email: 'n@example.test', subject, message: marker })).status,
    ).toBe(201);
    expect((await contactRows(marker)).map((r) => r.subject)).toEqual([subject]);
  });

  it('accepts the simple form (subject website_contact) with only a message', async () => {
    const marker = unique('simple');
    const response = await app.client().post(api.contact, { subject: 'website_contact', message: marker });
    expect(response.status).toBe(201);
    expect(await contactRows(marker)).toEqual([{ name: '', email: '', subject: 'website_contact', message: marker }]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const marker = unique('contact-bot');
    const response = await app.client().post(api.contact, {
      name: 'Bot',
      email: 'bot@example.test',
      subject: 'other',
      message: marker,
      website: 'filled',
    });
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual(SENT);
    expect(await contactRows(marker)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an empty message', { message: '' }, 'message', 'Message is required'],
    ['a blank message', { message: '  \n ' }, 'message', 'Message is required'],
    [
      'a message over 5000 characters',
      { message: 'm'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    ['a partnership form without a name', { name: '' }, 'name', 'Name is required'],
    ['a partnership form without an email', { email: '' }, 'email', 'Email is required'],
    ['an invalid email', { email: 'nope' }, 'email', 'Please enter a valid email address'],
    [
      'the simple form with an invalid email',
      { subject: 'website_contact', name: '', email: 'nope' },
      'email',
      'Please enter a valid email address',
    ],
    ['an empty subject', { subject: '' }, 'subject', 'Subject is required'],
    [
      'a subject over 100 characters',
      { subject: 's'.repeat(101) },
      'subject',
      'Subject must be at most 100 characters',
    ],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
  ])('refuses %s → 400 with the field message', async (_label, patch, field, message) => {
    const marker = unique('bad-contact');
    const payload = {
      name: 'Grace',
      email: 'grace@example.test',
      subject: 'research_partner',
      message: `Hello ${marker}`,
      ...patch,
    };
    await expectFieldError(await app.client().post(api.contact, payload), field, message);
    expect(await contactRows(marker)).toEqual([]);
  });

  it('accepts a 5000-character message', async () => {
    const marker = unique('long');
    const message = `${marker} ${'m'.repeat(5000 - marker.length - 1)}`;
    expect(
      (await app.client().post(api.contact, { name: 'L', email: 'l@example.test', subject: 'other', message })).status,
    ).toBe(201);
    expect(await contactRows(marker)).toHaveLength(1);
  });
});

describe('POST /api/track/cta', () => {
  it('stores the event', async () => {
    const marker = unique('cta');
    const event = {
      actionType: 'form_submission',
      sourcePage: '/',
      sourceSection: 'signup_section',
      sourceElement: marker,
      formData: { name: 'Ada', n: 1 },
    };
    const response = await app.client().post(api.trackCta, event);
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ success: true });
    expect(await ctaRows(marker)).toEqual([{ ...event }]);
  });

  it('defaults the source page to / and accepts no form data', async () => {
    const marker = unique('cta-min');
    expect((await app.client().post(api.trackCta, { actionType: 'click', sourceElement: marker })).status).toBe(201);
    expect(await ctaRows(marker)).toEqual([
      { actionType: 'click', sourcePage: '/', sourceSection: '', sourceElement: marker, formData: null },
    ]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const marker = unique('cta-bot');
    const response = await app
      .client()
      .post(api.trackCta, { actionType: 'click', sourceElement: marker, website: 'x' });
    expect(response.status).toBe(201);
    expect(await body(response)).toEqual({ success: true });
    expect(await ctaRows(marker)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no action type', { actionType: undefined }, 'actionType'],
    ['an empty action type', { actionType: '' }, 'actionType'],
    ['an action type over 100 characters', { actionType: 'a'.repeat(101) }, 'actionType'],
    ['form data that is not an object', { formData: 'text' }, 'formData'],
    ['a source page over 500 characters', { sourcePage: 'p'.repeat(501) }, 'sourcePage'],
    ['a playground event without its data', { actionType: 'playground' }, 'formData'],
    [
      'a playground event of an unknown kind',
      { actionType: 'playground', formData: { event: 'x', nodes: 1 } },
      'formData',
    ],
    [
      'a playground event carrying more than its shape',
      { actionType: 'playground', formData: { event: 'run', nodes: 3, text: 'a manuscript' } },
      'formData',
    ],
  ])('refuses %s → 400', async (_label, patch, field) => {
    const marker = unique('cta-bad');
    await expectFieldError(
      await app.client().post(api.trackCta, { actionType: 'click', sourceElement: marker, ...patch }),
      field,
    );
    expect(await ctaRows(marker)).toEqual([]);
  });
});

describe('public POST rate limit', () => {
  it('answers the 31st signup from one IP in the window with 429 and Retry-After; other IPs are unaffected', async () => {
    await awayFromWindowEdge(10);
    const client = app.client();
    for (let i = 1; i <= 30; i++) {
      const response = await client.post(api.signup, { name: `Person ${i}`, email: email('burst') });
      expect(response.status, `signup ${i}`).toBe(201);
    }
    const address = email('over');
    const blocked = await client.post(api.signup, { name: 'One too many', email: address });
    await expectError(blocked, 429, 'Too many submissions. Please try again later.');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    expect(await signupRows(address)).toEqual([]);

    // Another client (another IP) still gets through.
    const other = email('other-ip');
    expect((await app.client().post(api.signup, { name: 'Someone else', email: other })).status).toBe(201);
    expect(await signupRows(other)).toHaveLength(1);
  });

  it.each([
    ['contact', api.contact, { name: 'N', email: 'n@example.test', subject: 'other', message: 'hello' }],
    ['CTA tracking', api.trackCta, { actionType: 'click' }],
  ])('limits %s the same way', async (_label, path, payload) => {
    await awayFromWindowEdge(10);
    const client = app.client();
    const statuses = await Promise.all(
      Array.from({ length: 31 }, () => client.post(path, payload).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});
