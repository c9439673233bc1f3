import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel } from './staff.ts';

describe('auditActionLabel', () => {
  it.each([
    ['team.role_change', 'Team · role change'],
    ['auth.sign_in', 'Auth · sign in'],
    ['two_factor.reset', 'Two factor · reset'],
    ['article.preview_share', 'Article · share preview'],
    ['category.move', 'Video category · move'],
    ['contact.delete', 'Contact · erase'],
    ['signup.delete', 'Signup · erase'],
    ['mail.retry', 'Sent mail · retry'],
    ['future.new_thing', 'Future · new thing'],
    ['plain', 'plain'],
  ])('%s reads "%s"', (action, label) => expect(auditActionLabel(action)).toBe(label));

  it('gives every known action its own label', () => {
    const labels = AUDIT_ACTIONS.map(auditActionLabel);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });
});
