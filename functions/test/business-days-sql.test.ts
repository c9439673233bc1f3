// The reply rule's SQL twin (migration 011) against the same table of cases as the TypeScript rule,
// and what migration 011 does to contacts stored before it: their reply dates and their history.
import { ADD_BUSINESS_DAYS_CASES, REPLY_DUE_CASES } from '@nodal/shared/business-day-cases';
import { loadMigrations, migrate } from '@nodal/db';
import { describe, expect, it } from 'vitest';
import { freshDatabase, useTestApp } from './harness.ts';

const app = useTestApp();

describe('the reply rule in SQL', () => {
  it.each(REPLY_DUE_CASES)('%s', async (_name, arrived, zone, due) => {
    const [row] = await app.db.query<{ due: string }>(
      `SELECT to_char(contact_reply_due_on($1::timestamptz, $2), 'YYYY-MM-DD') AS due`,
      [arrived, zone],
    );
    expect(row!.due).toBe(due);
  });

  it.each(ADD_BUSINESS_DAYS_CASES)('%s + %i business days is %s', async (from, count, to) => {
    const [row] = await app.db.query<{ day: string }>(
      `SELECT to_char(business_days_after($1::date, $2), 'YYYY-MM-DD') AS day`,
      [from, count],
    );
    expect(row!.day).toBe(to);
  });
});

describe('migration 011 on contacts stored before it', { timeout: 60_000 }, () => {
  it('gives every contact its reply date and its status so far as history', async () => {
    const all = loadMigrations();
    const upTo010 = all.findIndex((m) => m.version.startsWith('011_'));
    expect(upTo010).toBeGreaterThan(0);
    const fresh = await freshDatabase();
    try {
      const db = await fresh.open();
      await migrate(db, all.slice(0, upTo010));
      // As 010 left them: contacts from before it have no reply date until Settings are saved.
      const [{ id: early }, { id: replied }, { id: working }, { id: dated }] = (await db.query<{ id: number }>(
        `INSERT INTO contacts (name, email, subject, message, created_at, status, updated_at, reply_due_on) VALUES
           ('Old', 'old@example.test', 'pilot', 'm', '2026-11-20T16:30:00Z', 'new', '2026-11-23T09:00:00Z', NULL),
           ('Done', 'done@example.test', 'pilot', 'm', '2026-11-18T15:00:00Z', 'replied', '2026-11-21T10:00:00Z', NULL),
           ('Busy', 'busy@example.test', 'pilot', 'm', '2026-11-22T23:30:00Z', 'in_progress', '2026-11-23T08:00:00Z', NULL),
           ('Set', 'set@example.test', 'pilot', 'm', '2026-11-16T09:00:00Z', 'closed', '2026-11-17T09:00:00Z', '2026-11-30')
         RETURNING id`,
      )) as [{ id: number }, { id: number }, { id: number }, { id: number }];

      expect(await migrate(db, all)).toEqual(all.slice(upTo010).map((m) => m.version));

      const dates = await db.query<{ id: number; due: string }>(
        `SELECT id, to_char(reply_due_on, 'YYYY-MM-DD') AS due FROM contacts ORDER BY id`,
      );
      // Counted in Europe/London, the default business time zone; a date already there is kept.
      expect(dates).toEqual([
        { id: early, due: '2026-11-24' }, // Friday: Tuesday
        { id: replied, due: '2026-11-20' }, // Wednesday: Friday
        { id: working, due: '2026-11-24' }, // Sunday: Tuesday
        { id: dated, due: '2026-11-30' },
      ]);
      const history = await db.query<{ id: number; from: string; to: string; at: Date; by: string | null }>(
        `SELECT contact_id AS id, from_status AS "from", to_status AS "to", changed_at AS at, changed_by_email AS by
         FROM contact_status_changes ORDER BY contact_id`,
      );
      // One change each from New to the status reached, at the last time the row changed; none for a new one.
      expect(history.map((h) => ({ ...h, at: new Date(h.at).toISOString() }))).toEqual([
        { id: replied, from: 'new', to: 'replied', at: '2026-11-21T10:00:00.000Z', by: null },
        { id: working, from: 'new', to: 'in_progress', at: '2026-11-23T08:00:00.000Z', by: null },
        { id: dated, from: 'new', to: 'closed', at: '2026-11-17T09:00:00.000Z', by: null },
      ]);
      // From now on no contact can be stored without its date.
      await expect(
        db.query(`INSERT INTO contacts (name, email, subject, message) VALUES ('N', 'n@example.test', 'pilot', 'm')`),
      ).rejects.toThrow(/reply_due_on/);
    } finally {
      await fresh.drop();
    }
  });
});
