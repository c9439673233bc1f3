// Admin signups and contacts: search, paging, newest first, CSV export and delete, all done on the
// server so the lists stay fast at 100,000 rows (README, "Latest figures").
import { api, type Contact, type Signup } from '@nodal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContact, createSignup } from '@nodal/db/factories';
import { body, expectError, expectFieldError, token } from './helpers.ts';
import { useTestApp, type TestClient } from './harness.ts';

const app = useTestApp();
let admin: TestClient;
beforeAll(async () => {
  admin = await app.adminClient();
});

interface Page<T> {
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Splits RFC 4180 CSV (quoted fields, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

describe('GET /api/admin/signups', () => {
  it('answers {data, total, page, pageSize} with defaults page 1 and pageSize 50', async () => {
    const tag = token('sshape');
    await createSignup(app.db, { name: `Shape ${tag}`, institution: 'Inst', researchArea: 'Area', createdAt: day(3) });
    const response = await admin.get(`${api.adminSignups}?q=${tag}`);
    expect(response.status).toBe(200);
    const page = await body<Page<Signup>>(response);
    expect(page).toEqual({
      data: [
        {
          id: expect.any(Number),
          name: `Shape ${tag}`,
          email: expect.stringContaining('@'),
          institution: 'Inst',
          researchArea: 'Area',
          createdAt: day(3).toISOString(),
          // Beyond the spec's fields, as the contacts carry their inbox fields: the subscription's state.
          status: 'unconfirmed',
          topics: ['product-updates', 'early-access', 'research-insights'],
          suppressed: null,
          position: null,
          referrals: 0,
          access: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
  });

  it('pages newest first and reports the total of the filter', async () => {
    const tag = token('spage');
    const made = [];
    for (let n = 1; n <= 5; n++) made.push(await createSignup(app.db, { name: `P${n} ${tag}`, createdAt: day(n) }));
    const newestFirst = made.reverse().map((s) => s.email);
    const fetchPage = async (page: number) =>
      body<Page<Signup>>(await admin.get(`${api.adminSignups}?q=${tag}&page=${page}&pageSize=2`));
    const pages = await Promise.all([1, 2, 3, 4].map(fetchPage));
    expect(pages.map((p) => p.data.map((s) => s.email))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
      [],
    ]);
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
      [5, 4, 2],
    ]);
  });

  it.each([
    ['name', (t: string) => ({ name: `Dr ${t.toUpperCase()}` })],
    ['email', (t: string) => ({ email: `${t}@example.test` })],
    ['institution', (t: string) => ({ institution: `University of ${t.toUpperCase()}` })],
    ['research area', (t: string) => ({ researchArea: `${t.toUpperCase()} studies` })],
  ])('q matches the %s case-insensitively as a substring', async (_field, fields) => {
    const tag = token('sq');
    const match = await createSignup(app.db, fields(tag));
    await createSignup(app.db, { name: 'Someone else' });
    const page = await body<Page<Signup>>(
      await admin.get(`${api.adminSignups}?q=${encodeURIComponent(tag.slice(2, -1).toLowerCase())}`),
    );
    expect(page.data.map((s) => s.email)).toEqual([match.email]);
    expect(page.total).toBe(1);
  });

  it('accepts pageSize 100', async () => {
    const response = await admin.get(`${api.adminSignups}?pageSize=100`);
    expect(response.status).toBe(200);
    expect((await body<Page<Signup>>(response)).pageSize).toBe(100);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=ten', 'pageSize'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    [`q=${'q'.repeat(201)}`, 'q'],
  ])('%s → 400', async (query, field) => {
    await expectFieldError(await admin.get(`${api.adminSignups}?${query}`), field);
  });
});

describe('GET /api/admin/contacts', () => {
  it('answers {data, total, page, pageSize} newest first', async () => {
    const tag = token('cshape');
    const older = await createContact(app.db, { message: `Older ${tag}`, createdAt: day(1) });
    const newer = await createContact(app.db, { message: `Newer ${tag}`, createdAt: day(2), subject: 'investor' });
    const page = await body<Page<Contact>>(await admin.get(`${api.adminContacts}?q=${tag}`));
    // Contacts from January 2025, never answered, are long overdue.
    expect(page).toEqual({
      data: [newer, older].map((c) => ({ ...c, dueState: 'overdue' })),
      total: 2,
      page: 1,
      pageSize: 50,
    });
    expect(page.data[0]).toEqual({
      id: newer.id,
      name: 'Grace Editor',
      email: newer.email,
      subject: 'investor',
      message: `Newer ${tag}`,
      createdAt: day(2).toISOString(),
      status: 'new',
      assigneeId: null,
      assigneeEmail: null,
      // 2025-01-02 is a Thursday: two business days on is the Monday.
      replyDueOn: '2025-01-06',
      noteCount: 0,
      dueState: 'overdue',
    });
  });

  it('pages with pageSize and page', async () => {
    const tag = token('cpage');
    const made = [];
    for (let n = 1; n <= 3; n++) made.push(await createContact(app.db, { message: `M${n} ${tag}`, createdAt: day(n) }));
    const second = await body<Page<Contact>>(await admin.get(`${api.adminContacts}?q=${tag}&pageSize=2&page=2`));
    expect(second).toEqual({ data: [{ ...made[0], dueState: 'overdue' }], total: 3, page: 2, pageSize: 2 });
  });

  it.each([
    ['name', (t: string) => ({ name: `Mr ${t.toUpperCase()}` })],
    ['email', (t: string) => ({ email: `${t}@example.test` })],
    ['subject', (t: string) => ({ subject: `custom_${t}` })],
    ['message', (t: string) => ({ message: `Please call about ${t.toUpperCase()}.` })],
  ])('q matches the %s case-insensitively as a substring', async (_field, fields) => {
    const tag = token('cq');
    const match = await createContact(app.db, fields(tag));
    await createContact(app.db);
    const page = await body<Page<Contact>>(await admin.get(`${api.adminContacts}?q=${tag.slice(2, -1)}`));
    expect(page.data.map((c) => c.id)).toEqual([match.id]);
  });

  it.each(['pageSize=101', 'pageSize=0', 'page=0'])('%s → 400', async (query) => {
    await expectFieldError(await admin.get(`${api.adminContacts}?${query}`), query.split('=')[0]!);
  });
});

describe('CSV export', () => {
  it('exports the filtered signups as text/csv with a header row, newest first', async () => {
    const tag = token('csv');
    const a = await createSignup(app.db, { name: `Ann ${tag}`, institution: 'Inst, "Quoted"', createdAt: day(1) });
    const b = await createSignup(app.db, { name: `Bob ${tag}`, researchArea: 'Line\nbreak', createdAt: day(2) });
    await createSignup(app.db, { name: 'Not in the filter' });
    const response = await admin.get(`${api.adminSignupsCsv}?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="signups\.csv"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(await response.text());
    const topics = 'Product updates, Early-access news, Research insights';
    expect(rows).toEqual([
      [
        'Date',
        'Name',
        'Email',
        'Institution',
        'Research Area',
        'Status',
        'Topics',
        'Suppressed',
        'Position',
        'Referrals',
        'Access',
      ],
      [day(2).toISOString(), `Bob ${tag}`, b.email, '', 'Line\nbreak', 'Unconfirmed', topics, '', '', '0', ''],
      [day(1).toISOString(), `Ann ${tag}`, a.email, 'Inst, "Quoted"', '', 'Unconfirmed', topics, '', '', '0', ''],
    ]);
  });

  it('exports the filtered contacts with their subject labels', async () => {
    const tag = token('ccsv');
    const c = await createContact(app.db, { message: `Hi ${tag}`, subject: 'pilot', createdAt: day(1) });
    const w = await createContact(app.db, { message: `Hello ${tag}`, subject: 'website_contact', createdAt: day(2) });
    const response = await admin.get(`${api.adminContactsCsv}?q=${tag}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/filename="contacts\.csv"/);
    expect(parseCsv(await response.text())).toEqual([
      ['Date', 'Name', 'Email', 'Subject', 'Message', 'Status', 'Assignee', 'Reply due', 'Notes'],
      // The simple form's subject reads as its label here too, as on the dashboard and in Insights.
      [w.createdAt, 'Grace Editor', w.email, 'Website Contact Form', `Hello ${tag}`, 'New', '', w.replyDueOn, ''],
      [c.createdAt, 'Grace Editor', c.email, 'Pilot Program Interest', `Hi ${tag}`, 'New', '', c.replyDueOn, ''],
    ]);
  });

  it('answers only the header row when nothing matches', async () => {
    expect(await (await admin.get(`${api.adminSignupsCsv}?q=${token('none')}`)).text()).toBe(
      'Date,Name,Email,Institution,Research Area,Status,Topics,Suppressed,Position,Referrals,Access\r\n',
    );
  });

  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A2)'])(
    'neutralises a value starting with %s against formula injection',
    async (value) => {
      const tag = token('formula');
      await createSignup(app.db, { name: value, institution: tag });
      await createContact(app.db, { name: value, message: `${value} ${tag}` });
      const signups = parseCsv(await (await admin.get(`${api.adminSignupsCsv}?q=${tag}`)).text());
      expect(signups[1]![1]).toBe(`'${value}`);
      const contacts = parseCsv(await (await admin.get(`${api.adminContactsCsv}?q=${tag}`)).text());
      expect(contacts[1]![1]).toBe(`'${value}`);
      expect(contacts[1]![4]).toBe(`'${value} ${tag}`);
      for (const rows of [signups, contacts]) {
        for (const cell of rows.slice(1).flat()) expect(cell).not.toMatch(/^[=+\-@]/);
      }
    },
  );

  it('keeps a value with such a character inside it unchanged', async () => {
    const tag = token('inner');
    await createSignup(app.db, { name: `a=b+c-d@e ${tag}` });
    expect(parseCsv(await (await admin.get(`${api.adminSignupsCsv}?q=${tag}`)).text())[1]![1]).toBe(`a=b+c-d@e ${tag}`);
  });
});

describe('DELETE one record', () => {
  it('deletes a signup: 200 {success:true}, then 404 "Signup not found"', async () => {
    const tag = token('sdel');
    await createSignup(app.db, { name: tag });
    const [row] = (await body<Page<Signup>>(await admin.get(`${api.adminSignups}?q=${tag}`))).data;
    const response = await admin.delete(api.adminSignup(row!.id));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ data: { success: true } });
    expect((await body<Page<Signup>>(await admin.get(`${api.adminSignups}?q=${tag}`))).total).toBe(0);
    await expectError(await admin.delete(api.adminSignup(row!.id)), 404, 'Signup not found');
  });

  it('deletes a contact: 200 {data:{success:true}}, then 404 "Contact not found"', async () => {
    const contact = await createContact(app.db);
    const response = await admin.delete(api.adminContact(contact.id));
    expect(response.status).toBe(200);
    expect(await body(response)).toEqual({ data: { success: true } });
    expect(await app.db.query('SELECT 1 FROM contacts WHERE id = $1', [contact.id])).toEqual([]);
    await expectError(await admin.delete(api.adminContact(contact.id)), 404, 'Contact not found');
  });

  it('deletes only the one record', async () => {
    const keep = await createContact(app.db);
    const drop = await createContact(app.db);
    await admin.delete(api.adminContact(drop.id));
    expect(await app.db.query('SELECT id FROM contacts WHERE id = ANY($1::int[])', [[keep.id, drop.id]])).toEqual([
      { id: keep.id },
    ]);
  });

  it.each(['abc', '0', '-1', '2.5'])('refuses the id %s with 400', async (id) => {
    await expectError(await admin.delete(`${api.adminSignups}/${id}`), 400, expect.any(String));
    await expectError(await admin.delete(`${api.adminContacts}/${id}`), 400, expect.any(String));
  });

  it('does not rebuild the site (signups and contacts are not public)', async () => {
    const before = app.rebuilds.length;
    const contact = await createContact(app.db);
    await admin.delete(api.adminContact(contact.id));
    expect(app.rebuilds.length).toBe(before);
  });
});
