import { describe, expect, it } from 'vitest';
import type { CampaignSummary } from '@nodal/shared';
import {
  campaignState,
  countOf,
  deliveryCounts,
  deliveryParts,
  donePercent,
  newestFirst,
  refreshWhileQueued,
  sendTimeText,
} from './delivery.ts';

const NOW = Date.parse('2026-12-01T12:00:00Z');

function campaign(more: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    id: 1,
    kind: 'newsletter',
    subject: 'What is new',
    articleId: 7,
    articleTitle: 'Twelve new blocks',
    audience: 'Product updates',
    createdAt: '2026-12-01T11:00:00Z',
    sendAt: '2026-12-01T11:00:00Z',
    recipients: 100,
    queued: 0,
    sent: 100,
    failed: 0,
    skipped: 0,
    bounced: 0,
    accepted: null,
    ...more,
  };
}

describe('deliveryParts', () => {
  it('splits the bar by outcome, bounced taken out of the sent, queued last', () => {
    expect(deliveryParts(campaign({ queued: 40, sent: 50, bounced: 5, failed: 6, skipped: 4 }))).toEqual([
      { part: 'delivered', count: 45, percent: 45 },
      { part: 'bounced', count: 5, percent: 5 },
      { part: 'failed', count: 6, percent: 6 },
      { part: 'skipped', count: 4, percent: 4 },
      { part: 'queued', count: 40, percent: 40 },
    ]);
  });

  it('rounds to one decimal and leaves empty parts out', () => {
    expect(deliveryParts(campaign({ recipients: 3, queued: 2, sent: 1 }))).toEqual([
      { part: 'delivered', count: 1, percent: 33.3 },
      { part: 'queued', count: 2, percent: 66.7 },
    ]);
  });

  it('has nothing to draw for a campaign that reached nobody', () => {
    expect(deliveryParts(campaign({ recipients: 0, sent: 0 }))).toEqual([]);
  });
});

describe('donePercent', () => {
  it.each([
    [{ queued: 100, sent: 0 }, 0],
    [{ queued: 1, sent: 199 }, 99],
    [{ queued: 10, sent: 80, failed: 5, skipped: 5 }, 90],
    [{ queued: 0, sent: 0, recipients: 0 }, 100],
  ])('%j is %i % done', (counts, percent) => {
    expect(donePercent(campaign(counts))).toBe(percent);
  });
});

describe('the state and the send time', () => {
  it('is scheduled while it waits for a time still to come', () => {
    const c = campaign({ queued: 100, sent: 0, sendAt: '2026-12-24T09:00:00Z' });
    expect(campaignState(c, NOW)).toBe('scheduled');
    expect(sendTimeText(c, NOW, 'UTC')).toBe('Scheduled for Dec 24, 2026 at 9:00 AM');
  });

  it('is sending once its time has come with recipients still queued, then done', () => {
    expect(campaignState(campaign({ queued: 3, sent: 97 }), NOW)).toBe('sending');
    expect(campaignState(campaign(), NOW)).toBe('done');
    expect(sendTimeText(campaign(), NOW, 'UTC')).toBe('Dec 1, 2026 at 11:00 AM');
  });
});

describe('the list', () => {
  it('asks again every 5 s while anything is queued, else not at all', () => {
    expect(refreshWhileQueued(undefined)).toBe(0);
    expect(refreshWhileQueued([campaign()])).toBe(0);
    expect(refreshWhileQueued([campaign(), campaign({ queued: 1 })])).toBe(5000);
  });

  it('puts the newest first', () => {
    const older = campaign({ id: 1, createdAt: '2026-11-01T00:00:00Z' });
    const newer = campaign({ id: 2, createdAt: '2026-11-02T00:00:00Z' });
    const same = campaign({ id: 3, createdAt: '2026-11-02T00:00:00Z' });
    expect(newestFirst([older, newer, same]).map((c) => c.id)).toEqual([3, 2, 1]);
  });

  it('counts accepted invitations for a wave only', () => {
    expect(deliveryCounts(campaign()).map((c) => c.label)).toEqual(['Queued', 'Sent', 'Failed', 'Bounced', 'Skipped']);
    expect(deliveryCounts(campaign({ kind: 'invitation', accepted: 4 })).at(-1)).toEqual({
      label: 'Accepted',
      count: 4,
    });
  });

  it('says one or many', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(1234, 'subscriber')).toBe('1,234 subscribers');
  });
});
