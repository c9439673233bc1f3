// How far a campaign's delivery has come, in words and in the widths of one compact bar. Every
// recipient is queued, sent, failed or skipped; bounced and accepted are counted among the sent.
import { formatDateTime, type CampaignSummary } from '@nodal/shared';

/** "1,234": every count on the screen reads the same way. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** "1 person", "1,234 people"; "1 subscriber", "2 subscribers". */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

export type DeliveryPart = 'delivered' | 'bounced' | 'failed' | 'skipped' | 'queued';

export const DELIVERY_PART_LABELS: Record<DeliveryPart, string> = {
  delivered: 'Delivered',
  bounced: 'Bounced',
  failed: 'Failed',
  skipped: 'Skipped',
  queued: 'Queued',
};

/**
 * The bar's segments left to right, each with its share of the recipients in percent (one decimal).
 * Queued is what is left of the bar, so it is last; a part with nobody in it is left out.
 */
export function deliveryParts(c: CampaignSummary): { part: DeliveryPart; count: number; percent: number }[] {
  const bounced = Math.min(c.bounced, c.sent);
  const counts: [DeliveryPart, number][] = [
    ['delivered', c.sent - bounced],
    ['bounced', bounced],
    ['failed', c.failed],
    ['skipped', c.skipped],
    ['queued', c.queued],
  ];
  const total = counts.reduce((sum, [, n]) => sum + Math.max(0, n), 0);
  if (total === 0) return [];
  return counts
    .filter(([, n]) => n > 0)
    .map(([part, count]) => ({ part, count, percent: Math.round((count / total) * 1000) / 10 }));
}

/** The share of recipients the sender is done with (sent, failed or skipped), 0–100, rounded down. */
export function donePercent(c: CampaignSummary): number {
  const done = c.sent + c.failed + c.skipped;
  const total = done + c.queued;
  return total === 0 ? 100 : Math.floor((done / total) * 100);
}

export type CampaignState = 'scheduled' | 'sending' | 'done';

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  done: 'Done',
};

/** Waiting for its time, on its way out, or finished with every recipient. */
export function campaignState(c: CampaignSummary, now: number = Date.now()): CampaignState {
  if (c.queued === 0) return 'done';
  return Date.parse(c.sendAt) > now ? 'scheduled' : 'sending';
}

/** "Scheduled for Jan 5, 2027 at 9:00 AM" for one still to go; otherwise the time it went (or goes) out. */
export function sendTimeText(c: CampaignSummary, now: number = Date.now(), timeZone?: string): string {
  const at = formatDateTime(c.sendAt, timeZone);
  return campaignState(c, now) === 'scheduled' ? `Scheduled for ${at}` : at;
}

/** While any campaign has recipients still queued, the list asks again this often (ms). */
export const DELIVERY_REFRESH_MS = 5000;

export function refreshWhileQueued(list: readonly CampaignSummary[] | undefined): number {
  return list?.some((c) => c.queued > 0) ? DELIVERY_REFRESH_MS : 0;
}

/** Newest first, by when each was made (the id breaks a tie). */
export function newestFirst(list: readonly CampaignSummary[]): CampaignSummary[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

/** The counts under the bar, in the order the brief reads them; accepted only for an invitation wave. */
export function deliveryCounts(c: CampaignSummary): { label: string; count: number }[] {
  const counts = [
    { label: 'Queued', count: c.queued },
    { label: 'Sent', count: c.sent },
    { label: 'Failed', count: c.failed },
    { label: 'Bounced', count: c.bounced },
    { label: 'Skipped', count: c.skipped },
  ];
  if (c.kind === 'invitation') counts.push({ label: 'Accepted', count: c.accepted ?? 0 });
  return counts;
}
