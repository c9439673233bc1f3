// The Table view of the cards: every number a chart draws, in a table that scrolls inside its card.
import type { ReactNode } from 'react';
import type { InsightsQuery } from '@nodal/shared';
import { Table, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { bucketTitle, formatCount } from '../range.ts';

// A series of two years has 731 rows: past this height the table scrolls inside its card.
const TABLE_MAX_HEIGHT = 480;

export function NumbersTable({ label, head, children }: { label: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="-mx-4 mt-1 border-t border-slate-100">
      <Table label={`Table of ${label.toLowerCase()}`} minWidth={0} onPhones maxHeight={TABLE_MAX_HEIGHT}>
        <caption className="sr-only">{label}</caption>
        <THead sticky>{head}</THead>
        {children}
      </Table>
    </div>
  );
}

/** A column of numbers: right-aligned, in figures of one width. */
export const num = 'text-right tabular-nums';
/** A header that may take two lines on a phone (header cells keep to one line by default). */
export const Wraps = ({ children }: { children: string }) => (
  <span className="inline-block whitespace-normal">{children}</span>
);
/** The totals row under a table. */
export const foot = 'border-t border-slate-200 bg-slate-50/80 font-medium text-slate-900';

/** A time series as a table: one row per day or week, then the totals. */
export function SeriesTable<R extends { bucket: string }>({
  label,
  range,
  head,
  rows,
  cells,
  totals,
}: {
  label: string;
  range: InsightsQuery;
  /** The value columns' header cells; the bucket column comes first on its own. */
  head: ReactNode;
  rows: R[];
  cells: (row: R) => string[];
  /** The footer's sums; none for counts that do not add up (snapshots, like the overdue chart's). */
  totals?: string[];
}) {
  return (
    <NumbersTable
      label={label}
      head={
        <>
          <Th>{range.bucket === 'week' ? 'Week' : 'Day'}</Th>
          {head}
        </>
      }
    >
      <tbody>
        {rows.map((r) => (
          <Tr key={r.bucket}>
            <Td className="whitespace-nowrap">{bucketTitle(r.bucket, range)}</Td>
            {cells(r).map((text, i) => (
              <Td key={i} className={num}>
                {text}
              </Td>
            ))}
          </Tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr className={foot}>
            <Th scope="row">Total</Th>
            {totals.map((text, i) => (
              <Td key={i} className={num}>
                {text}
              </Td>
            ))}
          </tr>
        </tfoot>
      )}
    </NumbersTable>
  );
}

/**
 * A grouped report as a table: a row per group (its label cells, then its number cells, the count
 * first), the groups left out folded into one row, then the total. Only the count adds up across
 * groups: the other number columns (rates, averages) show a dash in those two rows.
 */
export function GroupedTable({
  label,
  head,
  rows,
  other,
  total,
  otherLabel = 'All other groups',
}: {
  label: string;
  head: ReactNode;
  /** Each label cell's text and width rule (names that may be 100 characters long wrap anywhere). */
  rows: Array<{
    key: string;
    cells: Array<{ text: string; className: string; title?: string | undefined }>;
    numbers: string[];
  }>;
  other: number;
  total: number;
  /** The row of the groups left out. */
  otherLabel?: string;
}) {
  const span = rows[0]?.cells.length ?? 1;
  const blanks = Array.from({ length: Math.max(0, (rows[0]?.numbers.length ?? 1) - 1) }, (_, i) => (
    <Td key={i} className={num}>
      <span aria-label="not summed">–</span>
    </Td>
  ));
  return (
    <NumbersTable label={label} head={head}>
      <tbody>
        {rows.map((r) => (
          <Tr key={r.key}>
            {r.cells.map((cell, i) => (
              <Td key={i} className={cell.className} title={cell.title}>
                {cell.text}
              </Td>
            ))}
            {r.numbers.map((text, i) => (
              <Td key={i} className={num}>
                {text}
              </Td>
            ))}
          </Tr>
        ))}
        {other > 0 && (
          <Tr>
            <Td colSpan={span} className="text-slate-500 italic">
              {otherLabel}
            </Td>
            <Td className={num}>{formatCount(other)}</Td>
            {blanks}
          </Tr>
        )}
      </tbody>
      <tfoot>
        <tr className={foot}>
          <Th scope="row" colSpan={span}>
            Total
          </Th>
          <Td className={num}>{formatCount(total)}</Td>
          {blanks}
        </tr>
      </tfoot>
    </NumbersTable>
  );
}
