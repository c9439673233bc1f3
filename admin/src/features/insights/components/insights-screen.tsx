import { type ComponentType } from 'react';
import { ActivityCard } from './activity-card.tsx';
import type { CardProps } from './chart-card.tsx';
import { ConversionCard } from './conversion-card.tsx';
import { CtaCard } from './cta-card.tsx';
import { FunnelCard } from './funnel-card.tsx';
import { NewslettersCard } from './newsletters-card.tsx';
import { OverdueCard } from './overdue-card.tsx';
import { RangeForm, useRange } from './range-form.tsx';
import { SubjectsCard } from './subjects-card.tsx';

// The cards in reading order; `wide` ones take the whole row from lg up. Each card loads its own
// chart and shows it drawn and as a table: a new chart is a card file and one more entry here.
const CARDS: Array<{ key: string; Card: ComponentType<CardProps>; wide: boolean }> = [
  { key: 'activity', Card: ActivityCard, wide: true },
  { key: 'conversion', Card: ConversionCard, wide: true },
  { key: 'funnel', Card: FunnelCard, wide: true },
  { key: 'newsletters', Card: NewslettersCard, wide: true },
  { key: 'cta', Card: CtaCard, wide: false },
  { key: 'subjects', Card: SubjectsCard, wide: false },
  { key: 'overdue', Card: OverdueCard, wide: true },
];

/** The Insights screen: a range, then a card per chart, each loading on its own. */
export function InsightsScreen() {
  const [range, setRange] = useRange();

  return (
    <>
      <RangeForm range={range} onApply={setRange} />
      <div className="grid gap-6 lg:grid-cols-2">
        {CARDS.map(({ key: cardKey, Card: ChartCard, wide }) => (
          <ChartCard key={cardKey} range={range} className={wide ? 'lg:col-span-2' : undefined} />
        ))}
      </div>
    </>
  );
}
