import CircleAlert from 'lucide-react/icons/circle-alert';
import Download from 'lucide-react/icons/download';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { reportMarkdown } from '../engine/report';
import type { ExportFile, Finding, Findings, PortValue, Reference, Report, Table } from '../engine/types';

const SEVERITY = {
  error: { Icon: CircleAlert, className: 'text-red-600', word: 'Problem' },
  warning: { Icon: TriangleAlert, className: 'text-amber-600', word: 'Check' },
  info: { Icon: Info, className: 'text-slate-500', word: 'Note' },
} as const;

function FindingItem({ f }: { f: Finding }) {
  const s = SEVERITY[f.severity];
  return (
    <li className="flex gap-2 py-1.5 text-sm leading-snug">
      <s.Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${s.className}`} />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="sr-only">{s.word}: </span>
        {f.where ? <span className="font-medium text-ink">{f.where}: </span> : null}
        {f.message}
      </span>
    </li>
  );
}

export function FindingsView({ findings, headingLevel = 3 }: { findings: Findings; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" data-report-section={findings.title}>
      <H className="text-sm font-semibold text-ink">{findings.title}</H>
      {findings.label ? <p className="mt-1 text-xs font-medium text-fuchsia-700">{findings.label}</p> : null}
      {findings.metrics ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          {Object.entries(findings.metrics).map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd className="font-medium text-ink [overflow-wrap:anywhere]">{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {findings.body?.length ? (
        <div className="mt-2 space-y-1.5 text-sm leading-relaxed text-slate-700">
          {findings.body.map((b, i) => (
            <p key={i} className="[overflow-wrap:anywhere]">
              {b}
            </p>
          ))}
        </div>
      ) : null}
      {findings.items.length ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {findings.items.map((f, i) => (
            <FindingItem key={i} f={f} />
          ))}
        </ul>
      ) : !findings.body?.length ? (
        <p className="mt-2 text-sm text-emerald-700">Nothing found.</p>
      ) : null}
    </section>
  );
}

function TableView({ table }: { table: Table }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-xs">
        <caption className="px-3 pt-3 text-left text-sm font-semibold text-ink">{table.title}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            {table.columns.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold text-slate-600">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.slice(0, 300).map((row, i) => (
            <tr key={i} className="border-b border-slate-100 last:border-0">
              {row.map((cell, j) => (
                <td key={j} className="px-3 py-1.5 align-top text-slate-700 [overflow-wrap:anywhere]">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.rows.length > 300 ? (
        <p className="px-3 py-2 text-xs text-slate-500">First 300 of {table.rows.length} rows.</p>
      ) : null}
    </div>
  );
}

export function download(file: ExportFile) {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mime }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ReportView({ report }: { report: Report }) {
  return (
    <div className="space-y-3" data-report>
      <div>
        <h2 className="text-base font-semibold text-ink">{report.title}</h2>
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-medium">
          <span className="rounded-full bg-red-50 px-2 py-0.5 text-red-700 ring-1 ring-red-200">
            {report.counts.error} {report.counts.error === 1 ? 'problem' : 'problems'}
          </span>
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-800 ring-1 ring-amber-200">
            {report.counts.warning} to check
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 ring-1 ring-slate-200">
            {report.counts.info} {report.counts.info === 1 ? 'note' : 'notes'}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-secondary px-3 py-1.5 text-xs"
          onClick={() => download({ name: 'nodal-report.md', mime: 'text/markdown', content: reportMarkdown(report) })}
        >
          <Download aria-hidden="true" className="size-3.5" /> Markdown
        </button>
        <button
          type="button"
          className="btn btn-secondary px-3 py-1.5 text-xs"
          onClick={() =>
            download({
              name: 'nodal-report.json',
              mime: 'application/json',
              content: `${JSON.stringify(report, null, 2)}\n`,
            })
          }
        >
          <Download aria-hidden="true" className="size-3.5" /> JSON
        </button>
      </div>
      {report.sections.map((s, i) => (
        <FindingsView key={i} findings={s} headingLevel={3} />
      ))}
      {report.tables.map((t, i) => (
        <TableView key={i} table={t} />
      ))}
    </div>
  );
}

/** Whatever a node produced, shown for what it is. */
export function OutputView({ value }: { value: PortValue }) {
  if (typeof value === 'string')
    return (
      <pre className="max-h-80 overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700 [overflow-wrap:anywhere]">
        {value.length > 4000 ? `${value.slice(0, 4000)}…` : value}
      </pre>
    );
  if (Array.isArray(value)) {
    if (value.length && 'raw' in (value[0] as object)) {
      const refs = value as Reference[];
      return (
        <TableView
          table={{
            title: `${refs.length} references`,
            columns: ['#', 'Authors', 'Year', 'Title', 'DOI'],
            rows: refs.map((r) => [
              String(r.index),
              r.authors.map((a) => a.family).join(', '),
              r.year === null ? '—' : String(r.year),
              r.title || '—',
              r.doi || '—',
            ]),
          }}
        />
      );
    }
    const list = value as { doi: string; note: string }[];
    return (
      <TableView
        table={{ title: 'Retraction list (sample)', columns: ['DOI', 'Note'], rows: list.map((e) => [e.doi, e.note]) }}
      />
    );
  }
  if ('sections' in value) return <ReportView report={value} />;
  if ('columns' in value) return <TableView table={value} />;
  if ('content' in value)
    return (
      <div className="space-y-2">
        <button type="button" className="btn btn-primary px-3 py-1.5 text-xs" onClick={() => download(value)}>
          <Download aria-hidden="true" className="size-3.5" /> Download {value.name}
        </button>
        <OutputView value={value.content} />
      </div>
    );
  return <FindingsView findings={value} />;
}
