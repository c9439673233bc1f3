// The audit log names every field it shows (AUDIT_FIELD_LABELS in shared); the records whose
// changes it records field by field are these tables' rows, so a new column needs its label.
// (The facts a row adds, like "sessionsEnded", are held to the same table by the type of the
// server's audit() itself.)
import { AUDIT_FIELD_LABELS, auditFieldLabel } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { articleView } from '../queries/article-row.ts';
import { demoRow, heroAnimationRow, videoCategoryRow, videoRow } from './content.ts';

/** What the row itself carries (its id and times) and the trail leaves out of "what changed". */
const BOOKKEEPING = ['id', 'createdAt', 'updatedAt'];

const AUDITED = {
  article: articleView,
  video: videoRow,
  category: videoCategoryRow,
  demo: demoRow,
  // Its type is the row's id in the trail.
  hero_animation: heroAnimationRow.omit({ animationType: true }),
};

describe('the audit log labels', () => {
  it.each(Object.entries(AUDITED))('name every field of a recorded %s', (_type, schema) => {
    const unlabelled = Object.keys(schema.shape).filter(
      (field) => !BOOKKEEPING.includes(field) && !Object.hasOwn(AUDIT_FIELD_LABELS, field),
    );
    expect(unlabelled).toEqual([]);
  });

  it('are words, not keys', () => {
    for (const [field, label] of Object.entries(AUDIT_FIELD_LABELS)) {
      expect(label, field).toMatch(/^[A-Z][a-z]/);
      expect(label, field).not.toMatch(/[a-z][A-Z]|_/);
    }
  });

  it('read a key only older rows carry as words', () => {
    expect(auditFieldLabel('coverAlt')).toBe('Cover alt text');
    expect(auditFieldLabel('sessionsEnded')).toBe('Sessions ended');
    expect(auditFieldLabel('someOldField')).toBe('Some old field');
    expect(auditFieldLabel('legacy_flag')).toBe('Legacy flag');
    expect(auditFieldLabel('toString')).toBe('To string');
  });
});
