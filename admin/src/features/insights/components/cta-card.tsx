import { Th } from '../../../components/ui/table.tsx';
import { ctaLabel } from '../range.ts';
import type { CardProps } from './chart-card.tsx';
import { GroupedBarsCard, type GroupedCard } from './grouped-bars-card.tsx';
import { num } from './numbers-table.tsx';

const CTA_CARD: GroupedCard<'cta'> = {
  chart: 'cta',
  title: 'CTA events by section and element',
  description: 'Call-to-action events sent by the site, largest first.',
  noun: 'events',
  missing: 'The site recorded no call-to-action clicks in this range.',
  otherLabel: 'All other groups',
  summary: (largest) =>
    `Bar chart of call-to-action events by section and element; the largest is ${largest ? `${largest.label} with ${largest.value}` : 'none'}. The Table tab lists every group.`,
  head: (
    <>
      <Th>Section</Th>
      <Th>Element</Th>
      <Th className={num}>Events</Th>
    </>
  ),
  groupsOf: (rows) =>
    rows.map((g) => ({
      key: `${g.section}\u0000${g.element}`,
      cells: [
        { text: g.section || '(no section)', className: 'min-w-36 wrap-anywhere' },
        { text: g.element || '(no element)', className: 'wrap-anywhere' },
      ],
      label: ctaLabel(g),
      value: g.events,
    })),
};

/** Call-to-action events by the section and element that sent them. */
export const CtaCard = (props: CardProps) => <GroupedBarsCard {...props} {...CTA_CARD} />;
