// Every write answers whether it asked for a rebuild of the public site (the Nodal-Rebuild header),
// so the admin shows its rebuild notice from the answer instead of guessing which saves need one.
import { api, REBUILD_HEADER, REBUILD_REQUESTED } from '@nodal/shared';
import { articleInput, createContact, createDemo } from '@nodal/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await app.adminClient();
});

/** The answer's rebuild header and the rebuilds asked for while it was made. */
async function answered(write: () => Promise<Response>) {
  const before = app.rebuilds.length;
  const response = await write();
  return {
    status: response.status,
    header: response.headers.get(REBUILD_HEADER),
    rebuilds: app.rebuilds.slice(before),
  };
}

describe('the Nodal-Rebuild header', () => {
  it('is on a write that changes the public site: publishing an article', async () => {
    const input = articleInput({ published: true });
    const result = await answered(() => admin.post(api.articles, input));
    expect(result).toEqual({
      status: 201,
      header: REBUILD_REQUESTED,
      rebuilds: [`article created: ${input.slug}`],
    });
  });

  it('is on a delete of public content: a demo', async () => {
    const demo = await createDemo(app.db);
    const result = await answered(() => admin.delete(api.adminDemo(demo.id)));
    expect(result).toEqual({ status: 200, header: REBUILD_REQUESTED, rebuilds: ['demo deleted'] });
  });

  it('is not on a write the public site does not show: a draft, a contact’s status', async () => {
    const draft = await answered(() => admin.post(api.articles, articleInput({ published: false })));
    expect(draft).toEqual({ status: 201, header: null, rebuilds: [] });
    const contact = await createContact(app.db);
    const status = await answered(() => admin.patch(api.adminContact(contact.id), { status: 'in_progress' }));
    expect(status).toEqual({ status: 200, header: null, rebuilds: [] });
  });

  it('is not on a refused write, nor on a read', async () => {
    const refused = await answered(() => admin.post(api.articles, { title: '' }));
    expect(refused).toMatchObject({ status: 400, header: null, rebuilds: [] });
    expect((await admin.get(api.articles)).headers.get(REBUILD_HEADER)).toBeNull();
  });
});
