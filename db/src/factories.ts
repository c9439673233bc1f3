// Row builders shared by the seed and the tests (API, browser and benchmark set-up). Every default
// is fresh and unique, so tests never depend on each other's data; the seed passes its own values.
import bcrypt from 'bcryptjs';
import type { ArticleInput, DemoType } from '@nodal/shared';
import type { Queryable } from './types.ts';
import { insertArticle } from './queries/articles.ts';
import { upsertAdmin, type StaffRole } from './queries/auth.ts';
import { setMemberRole } from './queries/team.ts';
import { insertContact } from './queries/contacts.ts';
import { insertDemo, type DemoFields } from './queries/demos.ts';
import { insertCtaEvent, type NewCtaEvent } from './queries/events.ts';
import { insertSignup } from './queries/signups.ts';
import { insertCategory, insertVideo, type CategoryFields, type VideoFields } from './queries/videos.ts';

/** The lowest cost bcrypt allows in the product: test accounts need speed, not strength. */
const TEST_BCRYPT_COST = 10;

let counter = 0;
/** Unique within this process and across processes (time + pid), readable in failures. */
export function unique(prefix = 'x'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}`;
}

export function articleInput(overrides: Partial<ArticleInput> = {}): ArticleInput {
  const slug = overrides.slug ?? unique('article');
  return {
    title: `Article ${slug}`,
    slug,
    summary: `Summary of ${slug}.`,
    body: `# Heading\n\nBody of **${slug}**.`,
    type: 'news',
    published: true,
    ...overrides,
  };
}

export async function createArticle(db: Queryable, overrides: Partial<ArticleInput> & { createdAt?: Date } = {}) {
  const article = await insertArticle(db, {
    ...articleInput(overrides),
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
  if (!article) throw new Error(`slug taken: ${overrides.slug}`);
  return article;
}

export async function createAdmin(
  db: Queryable,
  {
    email = `${unique('admin')}@example.test`,
    password = 'correct horse battery',
    isAdmin = true,
    role = 'owner' as StaffRole,
  } = {},
) {
  const id = await upsertAdmin(db, email, await bcrypt.hash(password, TEST_BCRYPT_COST), isAdmin);
  if (role !== 'owner') await setMemberRole(db, id, role);
  return { id, email, password };
}

export async function createSignup(db: Queryable, overrides: Partial<Parameters<typeof insertSignup>[1]> = {}) {
  const email = overrides.email ?? `${unique('signup')}@example.test`;
  const signup = { name: 'Ada Researcher', email, institution: null, researchArea: null, ...overrides };
  await insertSignup(db, signup);
  return signup;
}

export function createContact(db: Queryable, overrides: Partial<Parameters<typeof insertContact>[1]> = {}) {
  return insertContact(db, {
    name: 'Grace Editor',
    email: `${unique('contact')}@example.test`,
    subject: 'research_partner',
    message: 'We would like to pilot Nodal with our editorial team.',
    ...overrides,
  });
}

export function createCtaEvent(db: Queryable, overrides: Partial<NewCtaEvent> = {}) {
  return insertCtaEvent(db, {
    actionType: 'form_submission',
    sourcePage: '/',
    sourceSection: 'signup_section',
    sourceElement: 'signup_form',
    ...overrides,
  });
}

export function createCategory(db: Queryable, overrides: Partial<CategoryFields> = {}) {
  return insertCategory(db, { title: unique('Category'), description: null, ...overrides });
}

export function createVideo(db: Queryable, overrides: Partial<VideoFields> = {}) {
  return insertVideo(db, { title: unique('Video'), videoType: 'url', categoryId: null, ...overrides });
}

export function createDemo(db: Queryable, overrides: Partial<DemoFields> & { type?: DemoType } = {}) {
  return insertDemo(db, {
    title: unique('Demo'),
    description: 'A demo.',
    type: 'interactive',
    embedCode: '<p>demo</p>',
    ...overrides,
  });
}
