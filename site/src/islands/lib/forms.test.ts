import { contactSchema, signupSchema, WEBSITE_CONTACT_SUBJECT } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, fieldErrorsFromServer } from './forms';

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
  it('reads field errors', () => {
    expect(fieldErrorsFromServer({ errors: { email: ['Bad'], name: [] } })).toEqual({ email: 'Bad' });
    expect(fieldErrorsFromServer(null)).toEqual({});
  });
});
