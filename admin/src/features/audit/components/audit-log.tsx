import { useId, useMemo, useState } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import {
  AUDIT_FIELD_LABELS,
  auditActionLabel,
  auditFieldLabel,
  formatDateTime,
  formatExactDateTime,
  type AuditEntry,
  type AuditPage,
} from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, Select } from '../../../components/ui/form.tsx';
import { PagedListPanel } from '../../../components/ui/paged-list-panel.tsx';
import { Td, Th, Tr } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { usePagedList } from '../../../lib/paged-list.ts';
import { auditCsvUrl, auditUrl, NO_FILTERS, type AuditFilters } from '../api/audit.ts';
import { auditSentence, People, type Sentence } from '../lib/sentences.ts';
import { asChange, formatAuditValue, isEmpty, recordLabel } from '../lib/values.ts';

/** The offered actions grouped by the area they act on ("Article", "Team"), in the order given. */
function byArea(actions: string[]): [area: string, actions: string[]][] {
  const groups = new Map<string, string[]>();
  for (const action of actions) {
    const area = auditActionLabel(action).split(' · ')[0]!;
    groups.set(area, [...(groups.get(area) ?? []), action]);
  }
  return [...groups];
}

const tone = (action: string) =>
  action.includes('failed') || action.endsWith('.delete')
    ? 'red'
    : action.startsWith('team.') || action.startsWith('two_factor.')
      ? 'indigo'
      : action.startsWith('auth.') || action.startsWith('session.')
        ? 'gray'
        : 'blue';

/** When it happened, as the rest of the admin shows times; the exact second and zone on hover. */
function When({ at, className }: { at: string; className?: string }) {
  return (
    <time dateTime={at} title={formatExactDateTime(at)} className={cn('tabular-nums', className)}>
      {formatDateTime(at)}
    </time>
  );
}

/** The row's sentence, the people and titles in it set in bold (their address on hover). */
function SentenceView({ sentence, id }: { sentence: Sentence; id: string }) {
  return (
    <p id={id} className="wrap-anywhere text-slate-700">
      {sentence.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <strong key={i} title={part.title} className="font-medium text-slate-900">
            {part.name}
          </strong>
        ),
      )}
    </p>
  );
}

function DetailsToggle({
  open,
  onToggle,
  controls,
  describedBy,
  className,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  describedBy: string;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={open}
      aria-controls={controls}
      aria-describedby={describedBy}
      onClick={onToggle}
      className={cn('-my-1', className)}
    >
      Details
      <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
    </Button>
  );
}

/** Values past this length get a line each, before above after, instead of sharing one. */
const LONG = 48;

/** One recorded field: the new value of a creation, before → after of a change, or a fact. */
function FieldValue({ field, value, recordType }: { field: string; value: unknown; recordType: string | null }) {
  const show = (v: unknown) => formatAuditValue(field, v, recordType);
  const change = asChange(value);
  if (!change) return <span className="text-slate-900">{show(value)}</span>;
  const [before, after] = change.map(show) as [string, string];
  // A creation: every field was empty before it, so only the value it was given is news.
  if (isEmpty(change[0])) return <span className="text-slate-900">{after}</span>;
  const stacked = before.length + after.length > LONG;
  return (
    <span className={cn(stacked ? 'grid gap-1' : 'inline')}>
      <span className="sr-only">changed from </span>
      <del className="text-slate-500 decoration-slate-400">{before}</del>
      <span aria-hidden="true" className={cn('text-slate-400', stacked ? 'hidden' : 'px-1.5')}>
        →
      </span>
      <span className="sr-only"> to </span>
      <ins className="text-slate-900 no-underline">{after}</ins>
    </span>
  );
}

const FIELD_ORDER = Object.keys(AUDIT_FIELD_LABELS);
/** Where a field comes in the details: the label table's order, any field it lacks last. */
function fieldOrder(field: string): number {
  const index = FIELD_ORDER.indexOf(field);
  return index < 0 ? FIELD_ORDER.length : index;
}
/** A change from nothing to nothing: a field a creation left empty. */
const emptyBothSides = (value: unknown) => asChange(value)?.every(isEmpty) ?? false;

/** Everything the row recorded: each field by its label, then who, from where, on what, and when exactly. */
function Details({ entry }: { entry: AuditEntry }) {
  // In the order of the label table (an article's title before its body), without what a creation left empty.
  const fields = Object.entries(entry.changes)
    .filter(([, value]) => !emptyBothSides(value))
    .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b));
  const facts: [label: string, value: string][] = [
    ['Person', entry.actorEmail ?? 'System (no one signed in)'],
    ['Record', recordLabel(entry.recordType, entry.recordId)],
    ['IP address', entry.ip ?? '—'],
    ['Time', formatExactDateTime(entry.at)],
  ];
  return (
    <div className="space-y-3 text-[13px]">
      {fields.length > 0 ? (
        <dl className="space-y-2">
          {fields.map(([field, value]) => (
            <div key={field} className="grid gap-x-6 gap-y-0.5 sm:grid-cols-[11rem_minmax(0,1fr)]">
              <dt className="font-medium text-slate-500">{auditFieldLabel(field)}</dt>
              <dd className="min-w-0 whitespace-pre-line wrap-anywhere">
                <FieldValue field={field} value={value} recordType={entry.recordType} />
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-slate-500">No fields were recorded with this entry.</p>
      )}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 border-t border-slate-200 pt-2 text-xs text-slate-500">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1.5">
            <dt>{label}</dt>
            <dd className="min-w-0 wrap-anywhere text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** One entry as a table row, and its details in a row of their own below it. */
function EntryRow({ entry, people }: { entry: AuditEntry; people: People }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Tr>
        <Td className="whitespace-nowrap text-slate-500">
          <When at={entry.at} />
        </Td>
        <Td>
          <SentenceView id={`${id}-sentence`} sentence={auditSentence(entry, people)} />
        </Td>
        <Td className="whitespace-nowrap">
          <Badge color={tone(entry.action)}>{auditActionLabel(entry.action)}</Badge>
        </Td>
        <Td className="text-right">
          <DetailsToggle
            open={open}
            onToggle={() => setOpen(!open)}
            controls={`${id}-details`}
            describedBy={`${id}-sentence`}
          />
        </Td>
      </Tr>
      <tr id={`${id}-details`} hidden={!open} className="border-b border-slate-100 bg-slate-50/70">
        <td colSpan={4} className="px-4 pt-2.5 pb-3.5">
          <Details entry={entry} />
        </td>
      </tr>
    </>
  );
}

/** One entry as a phone's card: what and when, the sentence, and its details under a button. */
function EntryCard({ entry, people }: { entry: AuditEntry; people: People }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Badge color={tone(entry.action)}>{auditActionLabel(entry.action)}</Badge>
        <When at={entry.at} className="text-xs text-slate-500" />
      </div>
      <SentenceView id={`${id}-sentence`} sentence={auditSentence(entry, people)} />
      <DetailsToggle
        open={open}
        onToggle={() => setOpen(!open)}
        controls={`${id}-details`}
        describedBy={`${id}-sentence`}
        className="-ml-2.5"
      />
      <div id={`${id}-details`} hidden={!open} className="rounded-md bg-slate-50 px-3 py-2.5">
        <Details entry={entry} />
      </div>
    </li>
  );
}

function Filters({
  filters,
  onChange,
  data,
}: {
  filters: AuditFilters;
  onChange: (f: AuditFilters) => void;
  data: AuditPage | undefined;
}) {
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });
  const active = Object.values(filters).some(Boolean);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto_auto] sm:items-end">
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <Label htmlFor="audit-person">Person</Label>
        <Select id="audit-person" value={filters.actor} onChange={set('actor')}>
          <option value="">Everyone</option>
          <option value="system">System</option>
          {data?.people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name ? `${p.name} (${p.email})` : p.email}
            </option>
          ))}
        </Select>
      </div>
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <Label htmlFor="audit-action">Action</Label>
        <Select id="audit-action" value={filters.action} onChange={set('action')}>
          <option value="">All actions</option>
          {byArea(data?.actions ?? []).map(([area, actions]) => (
            <optgroup key={area} label={area}>
              {actions.map((a) => (
                <option key={a} value={a}>
                  {auditActionLabel(a)}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" type="date" value={filters.from} onChange={set('from')} className="sm:w-38" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" type="date" value={filters.to} onChange={set('to')} className="sm:w-38" />
      </div>
      <Button
        variant="ghost"
        onClick={() => onChange(NO_FILTERS)}
        disabled={!active}
        className="col-span-2 sm:col-span-1"
      >
        Clear Filters
      </Button>
    </div>
  );
}

export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const list = usePagedList<AuditEntry>(auditUrl(filters), 'Failed to fetch the audit log');
  const data = list.data as AuditPage | undefined;
  const people = useMemo(() => new People(data?.people), [data?.people]);
  const change = (next: AuditFilters) => {
    setFilters(next);
    list.setPage(1);
  };
  return (
    <PagedListPanel
      list={list}
      title="Audit log"
      noun="audit entries"
      emptyTitle="No audit entries match"
      csvHref={auditCsvUrl(filters, list.q)}
      pagesLabel="Audit log pages"
      filters={<Filters filters={filters} onChange={change} data={data} />}
      table={{ label: 'Audit log', minWidth: 640 }}
      head={
        <>
          <Th className="w-0">When</Th>
          <Th>What happened</Th>
          <Th className="w-0">Action</Th>
          <Th className="w-0">
            <span className="sr-only">Details</span>
          </Th>
        </>
      }
      row={(e) => <EntryRow key={e.id} entry={e} people={people} />}
      card={(e) => <EntryCard key={e.id} entry={e} people={people} />}
    />
  );
}
