// Assembling a report from the findings that reach it, and writing it out as JSON or Markdown.
import type { Findings, Report, Severity, Table, TypedValue } from './types';

export function buildReport(title: string, inputs: TypedValue[]): Report {
  const sections: Findings[] = [];
  const tables: Table[] = [];
  for (const input of inputs) {
    if (input.type === 'findings') sections.push(input.value as Findings);
    else if (input.type === 'table') tables.push(input.value as Table);
    else if (input.type === 'text') sections.push({ title: 'Text', items: [], body: [input.value as string] });
  }
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const s of sections) for (const f of s.items) counts[f.severity]++;
  return { title, sections, tables, counts };
}

const SEVERITY_WORD: Record<Severity, string> = { error: 'Problem', warning: 'Check', info: 'Note' };
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function reportMarkdown(r: Report): string {
  const out = [`# ${r.title}`, '', `${r.counts.error} problems, ${r.counts.warning} to check, ${r.counts.info} notes.`];
  for (const s of r.sections) {
    out.push('', `## ${s.title}`);
    if (s.label) out.push('', `_${s.label}_`);
    if (s.metrics) for (const [k, v] of Object.entries(s.metrics)) out.push(`- ${k}: ${v}`);
    if (s.body?.length) out.push('', ...s.body.map((b) => `> ${b}`));
    if (s.items.length) {
      out.push('');
      for (const f of s.items)
        out.push(`- **${SEVERITY_WORD[f.severity]}**${f.where ? ` (${f.where})` : ''}: ${f.message}`);
    } else if (!s.body?.length) out.push('', 'Nothing found.');
  }
  for (const t of r.tables) {
    out.push(
      '',
      `## ${t.title}`,
      '',
      `| ${t.columns.map(cell).join(' | ')} |`,
      `| ${t.columns.map(() => '---').join(' | ')} |`,
    );
    for (const row of t.rows) out.push(`| ${row.map(cell).join(' | ')} |`);
  }
  return `${out.join('\n')}\n`;
}
