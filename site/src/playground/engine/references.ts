// Reference lists: finding them, parsing each entry into fields, checking the fields, matching
// DOIs against a retraction list and writing them out in APA or Vancouver style.
import { splitManuscript } from './text';
import { NodeError, type Finding, type Reference } from './types';

/** More entries than any real article cites; a pasted database dump is refused, not parsed for minutes. */
export const MAX_REFERENCES = 5000;

const ENTRY_START = /^\s*(?:\[\d{1,4}\]|\d{1,4}[.)]|[-*+])\s+/;

function entries(list: string): string[] {
  const lines = list.split(/\r?\n/);
  const marked = lines.filter((l) => ENTRY_START.test(l)).length;
  const out: string[] = [];
  if (marked >= 1) {
    for (const line of lines) {
      if (ENTRY_START.test(line)) out.push(line.replace(ENTRY_START, '').trim());
      else if (line.trim() && out.length) out[out.length - 1] += ` ${line.trim()}`;
      else if (/^\s{0,3}#/.test(line)) break;
    }
  } else if (/\n\s*\n/.test(list.trim())) {
    for (const block of list.split(/\n\s*\n/)) if (block.trim()) out.push(block.replace(/\s+/g, ' ').trim());
  } else {
    for (const line of lines) if (line.trim()) out.push(line.trim());
  }
  return out.filter((e) => !/^\s{0,3}#/.test(e));
}

const DOI_MARKED = /(?:\bdoi:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)(\S+)/i;
const DOI_BARE = /\b(10\.\S+)/;
const tidyDoi = (doi: string) => doi.replace(/[.,;)\]]+$/, '');

const INITIALS = /^(?:[A-Z][a-z]?\.?\s?-?)+$/;

function apaAuthors(text: string): Reference['authors'] {
  const tokens = text
    .replace(/\s*&\s*/g, ', ')
    .replace(/,?\s*\bet al\.?/g, '')
    .split(/,\s*/)
    .map((t) => t.trim())
    .filter(Boolean);
  const authors: Reference['authors'] = [];
  for (let i = 0; i < tokens.length; i++) {
    const family = tokens[i]!;
    const next = tokens[i + 1];
    if (next && INITIALS.test(next)) {
      authors.push({ family, initials: next.replace(/[\s.]/g, '').replace(/-/g, '') });
      i++;
    } else authors.push({ family, initials: '' });
  }
  return authors;
}

function vancouverAuthors(text: string): Reference['authors'] {
  return text
    .replace(/,?\s*\bet al\.?/g, '')
    .split(/,\s*/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((name) => {
      const m = name.match(/^(.*\S)\s+([A-Z]{1,4})$/);
      return m ? { family: m[1]!, initials: m[2]! } : { family: name, initials: '' };
    });
}

export function parseReference(raw: string, index: number): Reference {
  const ref: Reference = {
    index,
    raw,
    authors: [],
    year: null,
    title: '',
    venue: '',
    volume: '',
    issue: '',
    pages: '',
    doi: '',
  };
  const marked = raw.match(DOI_MARKED);
  const doiMatch = marked ?? raw.match(DOI_BARE);
  let rest = raw;
  if (doiMatch) {
    ref.doi = tidyDoi(doiMatch[1]!);
    rest = raw.slice(0, doiMatch.index).trim();
  }
  const apaYear = rest.match(/\((\d{4})[a-z]?\)|\((n\.\s?d\.)\)/);
  if (apaYear) {
    const at = apaYear.index!;
    ref.authors = apaAuthors(rest.slice(0, at).trim().replace(/,$/, ''));
    ref.year = apaYear[1] ? Number(apaYear[1]) : null;
    const after = rest.slice(at + apaYear[0].length).replace(/^[.\s]+/, '');
    const [title = '', ...more] = after.split(/(?<=[^A-Z]\.)\s+|(?<=[?!])\s+/);
    ref.title = title.replace(/\.$/, '').trim();
    const tail = more.join(' ').trim();
    const venue = tail.match(/^(.*?),\s*(\d+)(?:\((\w+)\))?(?:,\s*([\w–-]+))?/);
    if (venue) {
      ref.venue = venue[1]!.trim();
      ref.volume = venue[2] ?? '';
      ref.issue = venue[3] ?? '';
      ref.pages = venue[4] ?? '';
    } else ref.venue = tail.replace(/\.$/, '');
    return ref;
  }
  // Vancouver: Authors. Title. Venue. Year;Volume(Issue):Pages.
  // Sentence ends: after a lower-case word, a number or a bracket, or after a group of initials.
  const parts = rest.split(/(?<=(?:[a-z0-9)\]]|\s[A-Z]{1,4})\.|[?!])\s+/).map((p) => p.trim());
  const yearPart = parts.findIndex((p) => /^\d{4}\b/.test(p) || /\b\d{4}\s*[;:.]/.test(p));
  if (parts.length >= 2) {
    ref.authors = vancouverAuthors(parts[0]!.replace(/\.$/, ''));
    ref.title = (parts[1] ?? '').replace(/\.$/, '');
    if (parts.length >= 3 && yearPart !== 2) ref.venue = (parts[2] ?? '').replace(/\.$/, '');
  }
  const ymatch = (yearPart >= 0 ? parts[yearPart]! : rest).match(
    /\b(\d{4})\b(?:\s*[a-zA-Z]{3}(?:\s*\d{1,2})?)?\s*;?\s*(\d+)?(?:\((\w+)\))?(?::\s*([\w–-]+))?/,
  );
  if (ymatch && yearPart >= 2) {
    ref.year = Number(ymatch[1]);
    ref.volume = ymatch[2] ?? '';
    ref.issue = ymatch[3] ?? '';
    ref.pages = (ymatch[4] ?? '').replace(/\.$/, '');
  }
  return ref;
}

export function extractReferences(text: string): { references: Reference[]; note: string } {
  const { references } = splitManuscript(text);
  if (references === null)
    return {
      references: [],
      note: 'No reference list found: add a heading such as “References” above it.',
    };
  const list = entries(references);
  if (list.length > MAX_REFERENCES)
    throw new NodeError(
      `The reference list has ${list.length} entries; the playground reads at most ${MAX_REFERENCES}.`,
    );
  return {
    references: list.map((raw, i) => parseReference(raw, i + 1)),
    note: `${list.length} reference${list.length === 1 ? '' : 's'}`,
  };
}

/** DOI syntax as Crossref describes it: the 10. prefix, a registrant code, a slash, a suffix. */
export const DOI_SYNTAX = /^10\.\d{4,9}\/[-._;()/:<>A-Za-z0-9]+$/;

const normalTitle = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function validateReferences(refs: Reference[], today: Date, requireDoi: boolean): Finding[] {
  const out: Finding[] = [];
  const byDoi = new Map<string, number>();
  const byTitle = new Map<string, number>();
  const thisYear = today.getUTCFullYear();
  for (const r of refs) {
    const where = `Reference ${r.index}`;
    if (!r.authors.length) out.push({ severity: 'warning', where, message: 'No authors found.' });
    if (r.year === null) out.push({ severity: 'error', where, message: 'No publication year.' });
    else if (r.year > thisYear) out.push({ severity: 'error', where, message: `Year ${r.year} is in the future.` });
    if (!r.title) out.push({ severity: 'error', where, message: 'No title found.' });
    if (r.doi && !DOI_SYNTAX.test(r.doi))
      out.push({ severity: 'error', where, message: `“${r.doi}” is not a valid DOI (a DOI looks like 10.1234/abc).` });
    if (!r.doi) out.push({ severity: requireDoi ? 'warning' : 'info', where, message: 'No DOI.' });
    const doiKey = r.doi.toLowerCase();
    if (doiKey) {
      const first = byDoi.get(doiKey);
      if (first !== undefined)
        out.push({ severity: 'warning', where, message: `Duplicate of reference ${first} (same DOI).` });
      else byDoi.set(doiKey, r.index);
    }
    const titleKey = r.title ? `${normalTitle(r.title)}|${r.year ?? ''}` : '';
    if (titleKey && !(doiKey && byDoi.get(doiKey) !== r.index)) {
      const first = byTitle.get(titleKey);
      if (first !== undefined)
        out.push({ severity: 'warning', where, message: `Duplicate of reference ${first} (same title and year).` });
      else byTitle.set(titleKey, r.index);
    }
  }
  return out;
}

export function checkRetractions(refs: Reference[], list: { doi: string; note: string }[]): Finding[] {
  const retracted = new Map(list.map((e) => [e.doi.toLowerCase(), e.note]));
  const out: Finding[] = [];
  for (const r of refs) {
    const note = r.doi ? retracted.get(r.doi.toLowerCase()) : undefined;
    if (note)
      out.push({
        severity: 'error',
        where: `Reference ${r.index}`,
        message: `${r.doi} is on the retraction list: ${note}`,
      });
  }
  return out;
}

const apaName = (a: Reference['authors'][number]) =>
  a.initials
    ? `${a.family}, ${a.initials
        .split('')
        .map((c) => `${c}.`)
        .join(' ')}`
    : a.family;

export function formatApa(r: Reference): string {
  const names = r.authors.map(apaName);
  const authors =
    names.length > 1 ? `${names.slice(0, -1).join(', ')}, & ${names[names.length - 1]}` : (names[0] ?? 'Anonymous');
  const volume = r.volume ? `, ${r.volume}${r.issue ? `(${r.issue})` : ''}` : '';
  const pages = r.pages ? `, ${r.pages}` : '';
  const doi = r.doi ? ` https://doi.org/${r.doi}` : '';
  const venue = r.venue ? ` *${r.venue}*${volume}${pages}.` : '';
  return `${authors} (${r.year ?? 'n.d.'}). ${r.title || 'Untitled'}.${venue}${doi}`;
}

export function formatVancouver(r: Reference, n: number): string {
  const names = r.authors.map((a) => `${a.family}${a.initials ? ` ${a.initials}` : ''}`);
  const authors = names.length > 6 ? `${names.slice(0, 6).join(', ')}, et al` : names.join(', ') || 'Anonymous';
  const issue = r.issue ? `(${r.issue})` : '';
  const tail = r.year ? ` ${r.year}${r.volume ? `;${r.volume}${issue}` : ''}${r.pages ? `:${r.pages}` : ''}.` : '';
  const doi = r.doi ? ` doi:${r.doi}` : '';
  return `${n}. ${authors}. ${r.title || 'Untitled'}.${r.venue ? ` ${r.venue}.` : ''}${tail}${doi}`;
}
