import { contactSchema, signupSchema, WEBSITE_CONTACT_SUBJECT } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, fieldErrorsFromServer, postJson, serverMessage } from './forms';

describe('fieldErrorsFrom', () => {
  it('gives one message per field from the shared schemas', () => {
    const r = signupSchema.safeParse({ name: ' ', email: 'nope' });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(fieldErrorsFrom(r.error)).toEqual({ name: 'Name is required', email: 'Please enter a valid email address' });
  });
  it('asks the partnership form for name and email but not the simple form', () => {
    const partner = contactSchema.safeParse({ name: '', email: '', subject: 'research_partner', message: 'hi' });
    const simple = contactSchema.safeParse({ name: '', email: '', subject: WEBSITE_CONTACT_SUBJECT, message: 'hi' });
    expect(partner.success).toBe(false);
    if (!partner.success) expect(Object.keys(fieldErrorsFrom(partner.error)).sort()).toEqual(['email', 'name']);
    expect(simple.success).toBe(true);
  });
});

describe('server answers', () => {
  it('reads field errors and the message', () => {
    expect(fieldErrorsFromServer({ errors: { email: ['Bad'], name: [] } })).toEqual({ email: 'Bad' });
    expect(fieldErrorsFromServer(null)).toEqual({});
    expect(serverMessage({ message: 'Too many requests' })).toBe('Too many requests');
    expect(serverMessage({ message: '' })).toBeNull();
    expect(serverMessage('x')).toBeNull();
  });
});

describe('postJson', () => {
  const respond = (status: number, text: string) =>
    (async () => new Response(text, { status })) as unknown as typeof fetch;
  it('classifies success, errors, bad JSON and network failure', async () => {
    expect(await postJson('/x', {}, respond(200, '{"ok":true}'))).toEqual({ kind: 'ok', body: { ok: true } });
    expect(await postJson('/x', {}, respond(500, '{"message":"boom"}'))).toEqual({
      kind: 'http-error',
      status: 500,
      body: { message: 'boom' },
    });
    expect(await postJson('/x', {}, respond(200, '<html>'))).toEqual({ kind: 'invalid-json', status: 200 });
    const failing = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await postJson('/x', {}, failing)).toEqual({ kind: 'network-error' });
  });
});
