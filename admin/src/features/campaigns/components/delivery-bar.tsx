import type { CampaignSummary } from '@nodal/shared';
import { cn } from '../../../lib/cn.ts';
import {
  DELIVERY_PART_LABELS,
  deliveryCounts,
  deliveryParts,
  donePercent,
  formatCount,
  type DeliveryPart,
} from '../lib/delivery.ts';

// Queued is the bar's empty track, so it has no fill of its own.
const FILL: Record<DeliveryPart, string> = {
  delivered: 'bg-emerald-500',
  bounced: 'bg-orange-400',
  failed: 'bg-red-500',
  skipped: 'bg-slate-400',
  queued: 'bg-transparent',
};
const DOT: Record<string, string> = {
  Queued: 'bg-slate-200 ring-1 ring-slate-300 ring-inset',
  Sent: 'bg-emerald-500',
  Failed: 'bg-red-500',
  Bounced: 'bg-orange-400',
  Skipped: 'bg-slate-400',
  Accepted: 'bg-indigo-500',
};

/**
 * A campaign's delivery: one thin bar (sent, bounced, failed and skipped from the left; what is still
 * queued is the empty track) and every count beneath it, so nothing depends on telling colours apart.
 */
export function DeliveryBar({ campaign }: { campaign: CampaignSummary }) {
  const parts = deliveryParts(campaign);
  const done = donePercent(campaign);
  const summary = parts.map((p) => `${formatCount(p.count)} ${DELIVERY_PART_LABELS[p.part].toLowerCase()}`).join(', ');
  return (
    <div className="min-w-0 space-y-1.5">
      <div
        role="progressbar"
        aria-label={`Delivery of ${campaign.subject}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={done}
        aria-valuetext={summary ? `${done}% done: ${summary}` : 'No recipients'}
        className="flex h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        {parts.map((p) => (
          <span key={p.part} className={cn('h-full', FILL[p.part])} style={{ width: `${p.percent}%` }} />
        ))}
      </div>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(5.75rem,1fr))] gap-x-2 gap-y-0.5 text-xs text-slate-600">
        {deliveryCounts(campaign).map(({ label, count }) => (
          <div key={label} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className={cn('size-2 shrink-0 rounded-full', DOT[label])} />
            <dt>{label}</dt>
            <dd className={cn('font-medium tabular-nums', count > 0 ? 'text-slate-900' : 'text-slate-500')}>
              {formatCount(count)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
