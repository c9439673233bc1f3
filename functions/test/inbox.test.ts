// The contacts inbox: status, assignee, notes, reply dates and their filters, search and CSV.
import { api, type Contact, type ContactNote, type Settings, type StaffMember } from '@nodal/shared';
import { createAdmin, createContact } from '@nodal/db/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, expectError, expectFieldError, token } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;
let me: StaffMember;

interface Page<T> {
  data: T[];
  total: number;
}

const list = async (query: string) =>
  body<Page<Contact>>(await admin.get(`${api.adminContacts}?${query}`)).then((p) => p.data.map((c) => c.id));

/** Days from now, at noon UTC, so the local date is the same in every zone these tests use. */
const daysAgo = (n: number) => {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - n);
  return d;
};

beforeAll(async () => {
  admin = await app.adminClient();
  const staff = await body<{ data: StaffMember[] }>(await admin.get(api.adminStaff));
  const self = await body<{ user: StaffMember }>(await admin.get(api.authUser));
  me = staff.data.find((s) => s.id === self.user.id)!;
  expect(me).toBeDefined();
});

describe('a new contact', () => {
  it('arrives as New, unassigned, with its reply date two business days on', async () => {
    const tag = token('new');
    const response = await app
      .client()
      .post(api.contact, { name: 'N', email: 'n@example.test', subject: 'pilot', message: tag });
    expect(response.status).toBe(201);
    const [contact] = (await body<Page<Contact>>(await admin.get(`${api.adminContacts}?q=${tag}`))).data;
    const settings = await body<{ data: Settings }>(await admin.get(api.adminSettings));
    const { replyDueOn } = await import('@nodal/shared');
    expect(contact).toMatchObject({
      status: 'new',
      assigneeId: null,
      assigneeEmail: null,
      noteCount: 0,
      replyDueOn: replyDueOn(new Date(contact!.createdAt), settings.data.timeZone),
    });
  });
});

describe('PATCH /api/admin/contacts/:id', () => {
  it('sets the status and the assignee, and clears the assignee with null', async () => {
    const contact = await createContact(app.db);
    const patched = await body<{ data: Contact }>(
      await admin.patch(api.adminContact(contact.id), { status: 'in_progress', assigneeId: me.id }),
    );
    expect(patched.data).toMatchObject({ status: 'in_progress', assigneeId: me.id, assigneeEmail: me.email });
    const cleared = await body<{ data: Contact }>(
      await admin.patch(api.adminContact(contact.id), { assigneeId: null }),
    );
    expect(cleared.data).toMatchObject({ status: 'in_progress', assigneeId: null });
    const replied = await body<{ data: Contact }>(
      await admin.patch(api.adminContact(contact.id), { status: 'replied' }),
    );
    expect(replied.data.status).toBe('replied');
  });

  it.each([
    [{ status: 'done' }, 'status'],
    [{ assigneeId: 'x' }, 'assigneeId'],
    [{}, '_'],
  ])('refuses %j', async (patch, field) => {
    const contact = await createContact(app.db);
    await expectFieldError(await admin.patch(api.adminContact(contact.id), patch), field);
  });

  it('refuses an assignee who is not staff, and a contact that is gone', async () => {
    const contact = await createContact(app.db);
    await expectFieldError(
      await admin.patch(api.adminContact(contact.id), { assigneeId: 2_000_000_000 }),
      'assigneeId',
      'No such staff member',
    );
    await expectError(
      await admin.patch(api.adminContact(2_000_000_000), { status: 'closed' }),
      404,
      'Contact not found',
    );
  });

  it('is for admins only', async () => {
    const contact = await createContact(app.db);
    expect((await app.client().patch(api.adminContact(contact.id), { status: 'closed' })).status).toBe(401);
    const staff = await app.adminClient({ isAdmin: false });
    expect((await staff.patch(api.adminContact(contact.id), { status: 'closed' })).status).toBe(403);
  });
});

describe('notes', () => {
  it('are stored with their author and time, oldest first, as plain text', async () => {
    const contact = await createContact(app.db);
    const script = '<script>alert(1)</script> & <b>bold</b>';
    const first = await admin.post(api.adminContactNotes(contact.id), { body: '  Called, left a voicemail.  ' });
    expect(first.status).toBe(201);
    await admin.post(api.adminContactNotes(contact.id), { body: script });
    const notes = await body<{ data: ContactNote[] }>(await admin.get(api.adminContactNotes(contact.id)));
    expect(notes.data.map((n) => [n.body, n.authorEmail])).toEqual([
      ['Called, left a voicemail.', me.email],
      [script, me.email],
    ]);
    expect(Date.parse(notes.data[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = (
      await body<Page<Contact>>(await admin.get(`${api.adminContacts}?q=${encodeURIComponent(contact.email)}`))
    ).data;
    expect(row!.noteCount).toBe(2);
  });

  it.each([
    ['', 'Note is required'],
    ['   ', 'Note is required'],
    ['x'.repeat(5001), 'Note must be at most 5000 characters'],
  ])('refuses %j', async (text, message) => {
    const contact = await createContact(app.db);
    await expectFieldError(await admin.post(api.adminContactNotes(contact.id), { body: text }), 'body', message);
  });

  it('takes exactly 5,000 characters', async () => {
    const contact = await createContact(app.db);
    expect((await admin.post(api.adminContactNotes(contact.id), { body: 'y'.repeat(5000) })).status).toBe(201);
  });

  it('404 for a contact that is gone', async () => {
    await expectError(await admin.post(api.adminContactNotes(2_000_000_000), { body: 'hi' }), 404, 'Contact not found');
    await expectError(await admin.get(api.adminContactNotes(2_000_000_000)), 404, 'Contact not found');
  });
});

describe('filters and search on the server', () => {
  it('filters by status, assignee (and unassigned), and finds words in notes and the status', async () => {
    const tag = token('flt');
    const other = await createAdmin(app.db);
    const a = await createContact(app.db, { message: `A ${tag}` });
    const b = await createContact(app.db, { message: `B ${tag}` });
    const c = await createContact(app.db, { message: `C ${tag}` });
    await admin.patch(api.adminContact(a.id), { status: 'in_progress', assigneeId: me.id });
    await admin.patch(api.adminContact(b.id), { assigneeId: other.id });
    await admin.post(api.adminContactNotes(c.id), { body: `Budget approved zq${tag}` });

    expect(await list(`q=${tag}&status=in_progress`)).toEqual([a.id]);
    expect(await list(`q=${tag}&status=new`)).toEqual([c.id, b.id]);
    expect(await list(`q=${tag}&assignee=${me.id}`)).toEqual([a.id]);
    expect(await list(`q=${tag}&assignee=${other.id}`)).toEqual([b.id]);
    expect(await list(`q=${tag}&assignee=none`)).toEqual([c.id]);
    expect(await list(`q=zq${tag}`)).toEqual([c.id]);
    expect(await list(`q=${encodeURIComponent(other.email)}`)).toContain(b.id);
    await expectFieldError(await admin.get(`${api.adminContacts}?status=lost`), 'status');
    await expectFieldError(await admin.get(`${api.adminContacts}?assignee=me`), 'assignee');
    await expectFieldError(await admin.get(`${api.adminContacts}?due=soon`), 'due');
  });

  it('Overdue and Due today count open contacts only, in the business time zone', async () => {
    const tag = token('due');
    // Seven days back is always past two business days; today's arrival is never due today.
    const late = await createContact(app.db, { message: `late ${tag}`, createdAt: daysAgo(7) });
    const lateButReplied = await createContact(app.db, { message: `replied ${tag}`, createdAt: daysAgo(7) });
    const fresh = await createContact(app.db, { message: `fresh ${tag}`, createdAt: daysAgo(0) });
    await admin.patch(api.adminContact(lateButReplied.id), { status: 'replied' });
    // A contact due today: its stored date set to today's date in the zone (what arrival two business days ago gives).
    const today = await createContact(app.db, { message: `today ${tag}` });
    await app.db.query(
      `UPDATE contacts SET reply_due_on = (now() AT TIME ZONE (SELECT time_zone FROM settings))::date WHERE id = $1`,
      [today.id],
    );

    expect(await list(`q=${tag}&due=overdue`)).toEqual([late.id]);
    expect(await list(`q=${tag}&due=today`)).toEqual([today.id]);
    expect(await list(`q=${tag}`)).toEqual(expect.arrayContaining([fresh.id, late.id, lateButReplied.id, today.id]));

    // The filter and the CSV agree.
    const csv = await (await admin.get(`${api.adminContactsCsv}?q=${tag}&due=overdue`)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain(`late ${tag}`);
  });

  it('the dashboard figure counts every overdue open contact', async () => {
    const before = (await body<Page<Contact>>(await admin.get(`${api.adminContacts}?due=overdue&pageSize=1`))).total;
    const c = await createContact(app.db, { createdAt: daysAgo(10) });
    const after = (await body<Page<Contact>>(await admin.get(`${api.adminContacts}?due=overdue&pageSize=1`))).total;
    expect(after).toBeGreaterThanOrEqual(before + 1);
    await admin.patch(api.adminContact(c.id), { status: 'closed' });
  });
});

describe('CSV export', () => {
  it('carries status, assignee, reply date and the notes', async () => {
    const tag = token('csvx');
    const c = await createContact(app.db, { message: `csv ${tag}` });
    await admin.patch(api.adminContact(c.id), { status: 'in_progress', assigneeId: me.id });
    await admin.post(api.adminContactNotes(c.id), { body: 'First, "quoted"' });
    await admin.post(api.adminContactNotes(c.id), { body: 'Second' });
    const text = await (await admin.get(`${api.adminContactsCsv}?q=${tag}&status=in_progress`)).text();
    const [header, row] = text.split('\r\n');
    expect(header).toBe('Date,Name,Email,Subject,Message,Status,Assignee,Reply due,Notes');
    expect(row).toContain(`,In progress,${me.email},${c.replyDueOn},`);
    expect(row).toMatch(new RegExp(`UTC ${me.email.replace(/[.]/g, '\\.')}: First, ""quoted""\\n.* UTC .*: Second"$`));
  });
});

describe('settings', () => {
  it('validates with the shared schema: addresses, https webhooks, a real time zone', async () => {
    await expectFieldError(
      await admin.put(api.adminSettings, { notifyEmails: 'ok@example.test, nope', timeZone: 'UTC' }),
      'notifyEmails',
      'Not a valid email address: nope',
    );
    await expectFieldError(
      await admin.put(api.adminSettings, {
        notifyEmails: '',
        contactWebhookUrl: 'http://hooks.example/x',
        timeZone: 'UTC',
      }),
      'contactWebhookUrl',
      'Contact webhook URL must be an https:// address',
    );
    await expectFieldError(
      await admin.put(api.adminSettings, {
        notifyEmails: '',
        signupWebhookUrl: 'https://u:p@hooks.example/x',
        timeZone: 'UTC',
      }),
      'signupWebhookUrl',
    );
    await expectFieldError(
      await admin.put(api.adminSettings, { notifyEmails: '', timeZone: 'Mars/Olympus' }),
      'timeZone',
      'Choose a real time zone, like Europe/London',
    );
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@example.test`).join(',');
    await expectFieldError(
      await admin.put(api.adminSettings, { notifyEmails: many, timeZone: 'UTC' }),
      'notifyEmails',
      'At most 20 addresses',
    );
  });

  it('saves, deduplicates the addresses, and a new time zone recounts the reply dates', async () => {
    const before = await body<{ data: Settings }>(await admin.get(api.adminSettings));
    // Friday 23:30 in Los Angeles is Saturday in Tokyo: due Tuesday from LA, Tuesday from Tokyo too,
    // but Thursday 20:00 in LA is Friday in Tokyo: due Monday (LA) against Tuesday (Tokyo).
    const c = await createContact(app.db, { createdAt: new Date('2026-11-20T04:00:00Z') });
    try {
      const saved = await body<{ data: Settings }>(
        await admin.put(api.adminSettings, {
          notifyEmails: 'a@example.test\nA@example.test, b@example.test',
          contactWebhookUrl: '',
          signupWebhookUrl: '',
          timeZone: 'America/Los_Angeles',
        }),
      );
      expect(saved.data).toEqual({
        notifyEmails: ['a@example.test', 'b@example.test'],
        contactWebhookUrl: '',
        signupWebhookUrl: '',
        timeZone: 'America/Los_Angeles',
        // Not part of this save (traffic.test.ts covers it; on PostgreSQL it may be mid-change there).
        trafficRetentionDays: expect.any(Number),
      });
      expect((await body<{ data: Contact }>(await admin.get(api.adminContact(c.id)))).data.replyDueOn).toBe(
        '2026-11-23',
      );
      await admin.put(api.adminSettings, { ...saved.data, timeZone: 'Asia/Tokyo' });
      expect((await body<{ data: Contact }>(await admin.get(api.adminContact(c.id)))).data.replyDueOn).toBe(
        '2026-11-24',
      );
    } finally {
      await admin.put(api.adminSettings, { ...before.data, notifyEmails: before.data.notifyEmails.join('\n') });
    }
  });

  it('is for admins only', async () => {
    expect((await app.client().get(api.adminSettings)).status).toBe(401);
    expect((await app.client().put(api.adminSettings, { timeZone: 'UTC' })).status).toBe(401);
  });
});
