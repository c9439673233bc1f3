import type { InsightsQuery } from '@nodal/shared';
import { RangeForm, useRange } from './range-form.tsx';
import { TRAFFIC_CARDS } from './traffic-cards.tsx';
import { TrafficKpis } from './traffic-kpis.tsx';
import { TrafficGroupsCard, type GroupedReport } from './traffic-groups-card.tsx';
import { TrafficSeriesCard } from './traffic-series-card.tsx';

/** A grouped report's card, its spec looked up by the report's own type. */
const groupsCard =
  <R extends GroupedReport>(report: R, wide: boolean) =>
  (range: InsightsQuery) => (
    <TrafficGroupsCard
      key={report}
      spec={TRAFFIC_CARDS[report]}
      range={range}
      className={wide ? 'lg:col-span-2' : undefined}
    />
  );

// The grouped cards in reading order, two to a row from lg up; `wide` ones take the whole row
// (their tables have more columns than half a screen holds).
const GROUPED = [
  groupsCard('pages', false),
  groupsCard('entries', false),
  groupsCard('sources', false),
  groupsCard('campaigns', false),
  groupsCard('source-conversions', true),
  groupsCard('entry-conversions', true),
  groupsCard('devices', false),
  groupsCard('countries', false),
];

/** The Traffic tab: a range, its headline figures, the series, then a card per grouped report. */
export function TrafficScreen() {
  const [range, setRange] = useRange();
  return (
    <>
      <RangeForm range={range} onApply={setRange} />
      <TrafficKpis range={range} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TrafficSeriesCard range={range} className="lg:col-span-2" />
        {GROUPED.map((card) => card(range))}
      </div>
    </>
  );
}
