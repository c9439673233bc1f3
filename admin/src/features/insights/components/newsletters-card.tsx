import { Th } from '../../../components/ui/table.tsx';
import { formatCount } from '../range.ts';
import type { CardProps } from './chart-card.tsx';
import { GroupedBarsCard, type GroupedCard } from './grouped-bars-card.tsx';
import { num } from './numbers-table.tsx';

const NEWSLETTERS_CARD: GroupedCard<'newsletters'> = {
  chart: 'newsletters',
  title: 'Newsletter delivery',
  description: 'Each newsletter due in this range: messages sent, and how many failed, bounced or were skipped.',
  noun: 'messages sent',
  missing: 'No newsletter was due in this range.',
  otherLabel: 'All other newsletters',
  summary: (largest) =>
    `Bar chart of messages sent per newsletter; the largest is ${largest ? `${largest.label} with ${largest.value}` : 'none'}. The Table tab lists failures, bounces and skips.`,
  head: (
    <>
      <Th>Newsletter</Th>
      <Th>Due on</Th>
      <Th className={num}>Recipients</Th>
      <Th className={num}>Failed</Th>
      <Th className={num}>Bounced</Th>
      <Th className={num}>Skipped</Th>
      <Th className={num}>Sent</Th>
    </>
  ),
  groupsOf: (rows) =>
    rows.map((n) => ({
      key: String(n.id),
      cells: [
        { text: n.subject, className: 'min-w-48 wrap-anywhere' },
        { text: n.sendOn, className: 'whitespace-nowrap' },
        ...[n.recipients, n.failed, n.bounced, n.skipped].map((v) => ({ text: formatCount(v), className: num })),
      ],
      label: n.subject,
      value: n.sent,
    })),
};

/** Each newsletter's delivery: sent, failed, bounced and skipped, as on the Campaigns screen. */
export const NewslettersCard = (props: CardProps) => <GroupedBarsCard {...props} {...NEWSLETTERS_CARD} />;
