// Row builders shared by the seed, the tests and the benchmarks. Each call makes fresh, unique
// rows so tests never depend on each other's data.
import type { ArticleInput, DemoType } from '@nodal/shared';
import { hashPassword } from '../auth/password.ts';
import type { Queryable } from './client.ts';
import { insertArticle } from './queries/articles.ts';
import { upsertAdmin } from './queries/auth.ts';
import { insertContact } from './queries/contacts.ts';
import { insertDemo } from './queries/demos.ts';
import { insertSignup } from './queries/signups.ts';
import { insertCategory, insertVideo, type VideoFields } from './queries/videos.ts';

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
  const article = await insertArticle(db, { ...articleInput(overrides), ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}) });
  if (!article) throw new Error(`slug taken: ${overrides.slug}`);
  return article;
}

export async function createAdmin(
  db: Queryable,
  { email = `${unique('admin')}@example.test`, password = 'correct horse battery', isAdmin = true } = {},
) {
  const id = await upsertAdmin(db, email, await hashPassword(password), isAdmin);
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

export function createCategory(db: Queryable, overrides: { title?: string; description?: string | null; position?: number } = {}) {
  return insertCategory(db, { title: unique('Category'), description: null, ...overrides });
}

export function createVideo(db: Queryable, overrides: Partial<VideoFields> = {}) {
  return insertVideo(db, { title: unique('Video'), videoType: 'url', categoryId: null, ...overrides });
}

export function createDemo(db: Queryable, overrides: { title?: string; type?: DemoType; embedCode?: string; description?: string } = {}) {
  return insertDemo(db, { title: unique('Demo'), description: 'A demo.', type: 'interactive', embedCode: '<p>demo</p>', ...overrides });
}
