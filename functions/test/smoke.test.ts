import { describe, expect, it } from 'vitest';
import { createArticle } from '@nodal/db/factories';
import { loadMigrations } from '@nodal/db';
import { useTestApp } from './harness.ts';

const app = useTestApp();

describe('smoke', () => {
  it('answers the health call from the database', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { status: 'ok', database: app.backend, migrations: loadMigrations().length },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lists published articles but not drafts', async () => {
    const published = await createArticle(app.db, { published: true });
    const draft = await createArticle(app.db, { published: false });
    const { data } = (await (await app.client().get('/api/articles')).json()) as { data: { slug: string }[] };
    const slugs = data.map((a) => a.slug);
    expect(slugs).toContain(published.slug);
    expect(slugs).not.toContain(draft.slug);
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await app.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No such API endpoint' });
  });
});
