import { describe, expect, it } from 'vitest';
import {
  articleInputSchema,
  categoryInputSchema,
  contactSchema,
  heroPatchSchema,
  loginSchema,
  passwordSchema,
  signupSchema,
  videoInputSchema,
} from './schemas.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

const article = { title: 'T', slug: 'a-b-1', type: 'news', published: false, summary: 'S', body: 'B' };

describe('field messages the forms show', () => {
  it.each([
    ['login bad email', loginSchema, { email: 'nope', password: 'x' }, 'Please enter a valid email address'],
    ['login empty password', loginSchema, { email: 'a@b.co', password: '' }, 'Password is required'],
    ['article title', articleInputSchema, { ...article, title: '  ' }, 'Title is required'],
    ['article slug empty', articleInputSchema, { ...article, slug: '' }, 'Slug is required'],
    [
      'article slug chars',
      articleInputSchema,
      { ...article, slug: 'Bad Slug' },
      'Slug can only contain lowercase letters, numbers, and hyphens',
    ],
    ['article summary', articleInputSchema, { ...article, summary: '' }, 'Summary is required'],
    ['article body', articleInputSchema, { ...article, body: '' }, 'Body is required'],
    ['video title', videoInputSchema, { title: '   ', categoryId: '' }, 'Video title is required'],
    ['category title', categoryInputSchema, { title: ' ' }, 'Category title is required'],
    ['signup name', signupSchema, { name: '', email: 'a@b.co' }, 'Name is required'],
    ['signup email', signupSchema, { name: 'A', email: 'a@' }, 'Please enter a valid email address'],
    ['partnership name', contactSchema, { email: 'a@b.co', subject: 'pilot', message: 'hi' }, 'Name is required'],
    ['partnership email', contactSchema, { name: 'A', subject: 'pilot', message: 'hi' }, 'Email is required'],
    [
      'contact message',
      contactSchema,
      { name: 'A', email: 'a@b.co', subject: 'pilot', message: ' ' },
      'Message is required',
    ],
    ['hero weight range', heroPatchSchema, { weight: 11 }, undefined],
  ] as const)('%s', (_name, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(result as never)).toBe(message);
  });
});

describe('accepted payloads', () => {
  it('accepts a valid article, trimming text', () => {
    expect(articleInputSchema.parse({ ...article, title: '  Title  ' }).title).toBe('Title');
  });
  it('accepts the simple contact form with only a message', () => {
    expect(contactSchema.parse({ subject: 'website_contact', message: 'Hello' })).toMatchObject({
      name: '',
      email: '',
    });
  });
  it('still validates an email the simple form does give', () => {
    expect(contactSchema.safeParse({ subject: 'website_contact', email: 'x', message: 'Hi' }).success).toBe(false);
  });
  it('turns an empty category into null and a string id into a number', () => {
    expect(videoInputSchema.parse({ title: 'V', categoryId: '' }).categoryId).toBeNull();
    expect(videoInputSchema.parse({ title: 'V', categoryId: '3' }).categoryId).toBe(3);
  });
  it('sends a blank category description as null', () => {
    expect(categoryInputSchema.parse({ title: ' Cat ', description: '  ' })).toEqual({
      title: 'Cat',
      description: null,
    });
  });
  it.each([[{ enabled: true }], [{ weight: 0 }], [{ weight: 10 }]])('hero patch %j', (patch) => {
    expect(heroPatchSchema.safeParse(patch).success).toBe(true);
  });
});

describe('passwords (8 to 64 characters, at most 72 bytes)', () => {
  it.each([
    ['short', 'a'.repeat(7), false],
    ['minimum', 'a'.repeat(8), true],
    ['64 chars', 'a'.repeat(64), true],
    ['65 chars', 'a'.repeat(65), false],
    ['over 72 bytes in 64 chars', 'é'.repeat(40), false],
  ])('%s', (_name, password, ok) => {
    expect(passwordSchema.safeParse(password).success).toBe(ok);
  });
});

describe('email rule', () => {
  it.each([
    ['admin@localhost', true],
    ['editor@journal.org', true],
    ['x@', false],
    ['a b@c.d', false],
    ['no-at-sign', false],
  ])('%s valid: %s', (email, ok) => {
    expect(loginSchema.safeParse({ email, password: 'x' }).success).toBe(ok);
  });
});
