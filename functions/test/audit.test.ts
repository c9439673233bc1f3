// The audit log: owners read it newest first, filtered and paged on the server, and
// export it; nobody edits it; a mutation that fails leaves no row.
import { api, type AuditPage } from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleInput, createAdmin, createContact, unique } from '@nodal/db/factories';
import { body, expectError, paged } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let owner: TestClient;
let ownerId: number;

const count = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

beforeAll(async () => {
  const account = await createAdmin(app.db);
  ownerId = account.id;
  owner = app.client();
  expect((await owner.post(api.authLogin, { email: account.email, password: account.password })).status).toBe(200);
});

describe('GET /api/admin/audit', () => {
  it('lists newest first and filters by person, action, text and date', async () => {
    const emails = [unique('a'), unique('b'), unique('c')].map((e) => `${e}@example.test`);
    for (const email of emails) expect((await owner.post(api.adminInvites, { email, role: 'admin' })).status).toBe(201);
    const url = `${api.adminAudit}?action=team.invite&actor=${ownerId}&pageSize=2`;
    const first = await paged<AuditPage>(await owner.get(url));
    expect(first.total).toBe(3);
    expect(first.data.map((e) => e.changes.email)).toEqual([emails[2], emails[1]]);
    expect(first.data[0]).toMatchObject({ actorId: ownerId, action: 'team.invite', recordType: 'invite' });
    const second = await paged<AuditPage>(await owner.get(`${url}&page=2`));
    expect(second.data.map((e) => e.changes.email)).toEqual([emails[0]]);
    expect(first.actions).toEqual(expect.arrayContaining(['auth.sign_in', 'team.invite']));
    expect(first.people.map((p) => p.id)).toContain(ownerId);

    const searched = await paged<AuditPage>(await owner.get(`${api.adminAudit}?q=${encodeURIComponent(emails[1]!)}`));
    expect(searched.data.map((e) => e.changes.email)).toEqual([emails[1]]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await paged<AuditPage>(await owner.get(`${url}&from=${today}&to=${today}`))).total).toBe(3);
    expect((await paged<AuditPage>(await owner.get(`${url}&to=2000-01-01`))).total).toBe(0);
    await expectError(await owner.get(`${api.adminAudit}?from=yesterday`), 400, 'Dates are YYYY-MM-DD');
  });

  it("names each row's record as it is called now, and never a person who wrote in", async () => {
    const tag = unique('named');
    const draft = articleInput({ title: `First ${tag}`, published: false });
    const { data: article } = await body<{ data: { id: number } }>(await owner.post(api.articles, draft));
    expect((await owner.put(api.articleById(article.id), { ...draft, title: `Now ${tag}` })).status).toBe(200);
    const { data: demo } = await body<{ data: { id: number } }>(
      await owner.post(api.adminDemos, { title: `Demo ${tag}`, type: 'video', description: 'Words' }),
    );
    expect((await owner.delete(api.adminDemo(demo.id))).status).toBe(200);
    const member = await createAdmin(app.db, { role: 'admin' });
    await app.db.query('UPDATE admins SET name = $1 WHERE id = $2', [`Member ${tag}`, member.id]);
    expect((await owner.patch(api.adminTeamMember(member.id), { role: 'owner' })).status).toBe(200);
    const contact = await createContact(app.db, { name: `Erin ${tag}` });
    expect((await owner.patch(api.adminContact(contact.id), { status: 'in_progress' })).status).toBe(200);

    const page = await paged<AuditPage>(await owner.get(`${api.adminAudit}?actor=${ownerId}&pageSize=8`));
    const named = (type: string, id: number) =>
      page.data.filter((e) => e.recordType === type && e.recordId === String(id)).map((e) => [e.action, e.recordName]);
    // Both rows of the article carry its title as it is now, the first one's included.
    expect(named('article', article.id)).toEqual([
      ['article.update', `Now ${tag}`],
      ['article.create', `Now ${tag}`],
    ]);
    // A deleted record has no name to look up; its deletion row keeps the title in its changes.
    expect(named('demo', demo.id)).toEqual([
      ['demo.delete', null],
      ['demo.create', null],
    ]);
    expect(named('admin', member.id)).toEqual([['team.role_change', `Member ${tag}`]]);
    expect(named('contact', contact.id)).toEqual([['contact.update', null]]);
    expect(JSON.stringify(page.data)).not.toContain(`Erin ${tag}`);
  });

  it('exports the same filters as CSV', async () => {
    const email = `${unique('csv')}@example.test`;
    await owner.post(api.adminInvites, { email, role: 'admin' });
    const response = await owner.get(`${api.adminAuditCsv}?q=${encodeURIComponent(email)}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Time,Person,Action,Record,Changes,IP');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('team.invite');
    expect(lines[1]).toContain(email);
  });

  it('is for owners only and offers no way to change a row', async () => {
    const admin = await createAdmin(app.db, { role: 'admin' });
    const client = app.client();
    await client.post(api.authLogin, { email: admin.email, password: admin.password });
    await expectError(await client.get(api.adminAudit), 403, 'Only an owner can manage the team');
    await expectError(await app.client().get(api.adminAudit), 401, 'Authentication required');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect((await owner.fetch(api.adminAudit, { method, json: {} })).status).toBe(405);
    }
  });
});

describe('content mutations', () => {
  it('write exactly one row each for a demo created, changed and deleted, with the fields that changed', async () => {
    const rows = (id: number) =>
      app.db.query<{ action: string; actorId: number; changes: Record<string, unknown> }>(
        `SELECT action, actor_id AS "actorId", changes FROM audit_log WHERE record_type = 'demo' AND record_id = $1 ORDER BY id`,
        [String(id)],
      );
    const input = { title: unique('Audited demo'), type: 'video', description: 'First words' };
    const created = await body<{ data: { id: number } }>(await owner.post(api.adminDemos, input));
    const id = created.data.id;
    expect((await owner.put(api.adminDemo(id), { ...input, description: 'Second words' })).status).toBe(200);
    expect((await owner.put(api.adminDemo(2_000_000_000), input)).status).toBe(404);
    expect((await owner.delete(api.adminDemo(id))).status).toBe(200);
    expect((await owner.delete(api.adminDemo(id))).status).toBe(404);
    const log = await rows(id);
    expect(log.map((r) => r.action)).toEqual(['demo.create', 'demo.update', 'demo.delete']);
    for (const row of log) expect(row.actorId).toBe(ownerId);
    expect(log[0]!.changes).toMatchObject({ title: [null, input.title], description: [null, 'First words'] });
    expect(log[1]!.changes).toEqual({ description: ['First words', 'Second words'] });
    expect(log[2]!.changes).toEqual({ title: input.title });
  });
});

describe('more content mutations', () => {
  const rowsOf = (type: string, id: string | number) =>
    app.db.query<{ action: string; actorId: number; changes: Record<string, unknown> }>(
      `SELECT action, actor_id AS "actorId", changes FROM audit_log
       WHERE record_type = $1 AND record_id = $2 AND actor_id = $3 ORDER BY id`,
      [type, String(id), ownerId],
    );

  it('a video created, changed and deleted: one row each', async () => {
    const input = { title: unique('Audited video'), videoType: 'url', categoryId: null, duration: '1:00' };
    const { data } = await body<{ data: { id: number } }>(await owner.post(api.adminWorkflowVideos, input));
    expect((await owner.put(api.adminWorkflowVideo(data.id), { ...input, duration: '2:00' })).status).toBe(200);
    expect((await owner.delete(api.adminWorkflowVideo(data.id))).status).toBe(200);
    const log = await rowsOf('video', data.id);
    expect(log.map((r) => r.action)).toEqual(['video.create', 'video.update', 'video.delete']);
    expect(log[1]!.changes).toEqual({ duration: ['1:00', '2:00'] });
    for (const row of log) expect(row.actorId).toBe(ownerId);
  });

  it('a hero animation and a section: one row per change, with the new value', async () => {
    // Other test files may tune the same rows on a shared database, so only our own rows count and
    // only the value we set is asserted (a change that found the value already set records no field).
    const calls: [type: string, id: string, call: () => Promise<Response>, field: string, value: unknown][] = [
      [
        'hero_animation',
        'abstractFlow',
        () => owner.patch(api.heroAnimation('abstractFlow'), { weight: 7 }),
        'weight',
        7,
      ],
      [
        'hero_animation',
        'abstractFlow',
        () => owner.patch(api.heroAnimation('abstractFlow'), { weight: 5 }),
        'weight',
        5,
      ],
      [
        'section',
        'features',
        () => owner.put(api.adminSiteConfigSection('features'), { isVisible: false }),
        'isVisible',
        false,
      ],
      [
        'section',
        'features',
        () => owner.put(api.adminSiteConfigSection('features'), { isVisible: true }),
        'isVisible',
        true,
      ],
    ];
    for (const [type, id, call, field, value] of calls) {
      const before = (await rowsOf(type, id)).length;
      expect((await call()).status).toBe(200);
      const rows = await rowsOf(type, id);
      expect(rows).toHaveLength(before + 1);
      const change = rows.at(-1)!.changes[field] as unknown[] | undefined;
      if (change) expect(change[1]).toBe(value);
    }
  });
});

describe('a failed mutation', () => {
  it('writes no audit row', async () => {
    const existing = await createAdmin(app.db);
    const before = await count();
    expect((await owner.post(api.adminInvites, { email: existing.email, role: 'admin' })).status).toBe(409);
    expect((await owner.patch(api.adminTeamMember(2_000_000_000), { role: 'admin' })).status).toBe(404);
    expect((await owner.post(api.adminInvites, { email: 'not-an-email', role: 'admin' })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('rolls the change back when its audit row cannot be written', async () => {
    // The row and the change share a transaction: make the audit insert fail and the role stays.
    const member = await createAdmin(app.db, { role: 'admin' });
    // Scoped to this member, so other test files sharing a PostgreSQL database are not affected.
    await app.db.exec(
      `ALTER TABLE audit_log ADD CONSTRAINT audit_test_block_${member.id} CHECK (record_type IS DISTINCT FROM 'admin' OR record_id IS DISTINCT FROM '${member.id}')`,
    );
    try {
      expect((await owner.patch(api.adminTeamMember(member.id), { role: 'owner' })).status).toBe(500);
    } finally {
      await app.db.exec(`ALTER TABLE audit_log DROP CONSTRAINT audit_test_block_${member.id}`);
    }
    const [row] = await app.db.query<{ role: string }>('SELECT role FROM admins WHERE id = $1', [member.id]);
    expect(row?.role).toBe('admin');
  });
});
