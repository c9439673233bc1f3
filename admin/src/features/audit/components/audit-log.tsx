import { useState } from 'react';
import { auditActionLabel, formatDateTime, type AuditEntry, type AuditPage } from '@nodal/shared';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label, Select } from '../../../components/ui/form.tsx';
import { PagedListPanel } from '../../../components/ui/paged-list-panel.tsx';
import { OneLine, Td, Th, Tr } from '../../../components/ui/table.tsx';
import { usePagedList } from '../../../lib/paged-list.ts';
import { auditCsvUrl, auditUrl, NO_FILTERS, type AuditFilters } from '../api/audit.ts';

/** The offered actions grouped by the area they act on ("Article", "Team"), in the order given. */
function byArea(actions: string[]): [area: string, actions: string[]][] {
  const groups = new Map<string, string[]>();
  for (const action of actions) {
    const area = auditActionLabel(action).split(' · ')[0]!;
    groups.set(area, [...(groups.get(area) ?? []), action]);
  }
  return [...groups];
}

function value(v: unknown): string {
  if (v === null || v === undefined) return '—';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

const isChange = (v: unknown): v is [unknown, unknown] => Array.isArray(v) && v.length === 2;
const lineOf = (field: string, change: unknown) =>
  isChange(change) ? `${field}: ${value(change[0])} → ${value(change[1])}` : `${field}: ${value(change)}`;

/**
 * Each changed field on one line, "role: admin → owner", or a fact, "sessionsEnded: 2"; long values
 * are cut (the whole line is in the tooltip and the CSV export).
 */
function Changes({ changes }: { changes: Record<string, unknown> }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {entries.map(([field, change]) => (
        <li key={field} className="truncate" title={lineOf(field, change)}>
          <span className="text-slate-500">{field}:</span>{' '}
          {isChange(change) ? (
            <>
              <span className="text-slate-500 line-through decoration-slate-300">{value(change[0])}</span> →{' '}
              <span className="text-slate-900">{value(change[1])}</span>
            </>
          ) : (
            <span className="text-slate-900">{value(change)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

const tone = (action: string) =>
  action.includes('failed') || action.endsWith('.delete')
    ? 'red'
    : action.startsWith('team.') || action.startsWith('two_factor.')
      ? 'indigo'
      : action.startsWith('auth.') || action.startsWith('session.')
        ? 'gray'
        : 'blue';

// A uuid (invitations, sessions) is shown by its start; the whole id is in the tooltip and the CSV.
const shortId = (id: string) => (/^[0-9a-f-]{36}$/i.test(id) ? `${id.slice(0, 8)}…` : id);
const record = (e: AuditEntry) => [e.recordType, e.recordId && shortId(e.recordId)].filter(Boolean).join(' #') || '—';
const recordTitle = (e: AuditEntry) => [e.recordType, e.recordId].filter(Boolean).join(' #');
// No person is behind the command line's resets or the scheduled publisher's changes.
const who = (e: AuditEntry) => e.actorEmail ?? 'System';

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
        Clear filters
      </Button>
    </div>
  );
}

export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const list = usePagedList<AuditEntry>(auditUrl(filters), 'Failed to fetch the audit log');
  const data = list.data as AuditPage | undefined;
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
      table={{ label: 'Audit log', minWidth: 860 }}
      head={
        <>
          <Th>Time</Th>
          <Th>Person</Th>
          <Th>Action</Th>
          <Th>Record</Th>
          <Th>Changes</Th>
        </>
      }
      row={(e) => (
        <Tr key={e.id}>
          <Td className="whitespace-nowrap tabular-nums">{formatDateTime(e.at)}</Td>
          <Td>
            <OneLine value={who(e)} />
            {e.ip && <span className="block text-xs text-slate-500">{e.ip}</span>}
          </Td>
          <Td className="whitespace-nowrap">
            <Badge color={tone(e.action)}>{auditActionLabel(e.action)}</Badge>
          </Td>
          <Td className="whitespace-nowrap text-slate-500" title={recordTitle(e)}>
            {record(e)}
          </Td>
          <Td className="max-w-72">
            <Changes changes={e.changes} />
          </Td>
        </Tr>
      )}
      card={(e) => (
        <li key={e.id} className="space-y-1.5 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge color={tone(e.action)}>{auditActionLabel(e.action)}</Badge>
            <span className="text-xs text-slate-500 tabular-nums">{formatDateTime(e.at)}</span>
          </div>
          <p className="text-sm wrap-anywhere text-slate-900">{who(e)}</p>
          <p className="text-xs text-slate-500">{record(e)}</p>
          <Changes changes={e.changes} />
        </li>
      )}
    />
  );
}
