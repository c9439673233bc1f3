// Text helpers shared by the node functions: guarding against input that is not prose, splitting
// a manuscript into body and reference list, sentences, words and syllables.
import { NodeError } from './types';

/** The longest text a node accepts: a long book chapter. More is refused rather than freezing the tab. */
export const MAX_TEXT = 2_000_000;

export function assertText(text: string): string {
  if (!text.trim()) throw new NodeError('The manuscript is empty: paste some text or pick a sample.');
  if (text.length > MAX_TEXT) throw new NodeError('The manuscript is over 2 million characters: paste a shorter one.');
  // Control characters other than tab and line breaks, or U+FFFD from a failed decode, are what a
  // PDF or DOCX pasted as bytes looks like. A few are tolerated; prose never has many.
  let odd = 0;
  const sample = text.length > 20_000 ? text.slice(0, 20_000) : text;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd || c === 127) odd++;
  }
  if (odd > Math.max(3, sample.length * 0.01))
    throw new NodeError(
      'This looks like binary data (a PDF or Word file read as text), not a manuscript. Paste the text or Markdown.',
    );
  return text;
}

const REFERENCE_HEADING =
  /^\s{0,3}(?:#{1,6}\s*)?(?:\d+\.?\s*)?(references|bibliography|works cited|literature cited|reference list)\s*:?\s*$/im;

/** Splits at the last heading that introduces the reference list. */
export function splitManuscript(text: string): { body: string; references: string | null } {
  const lines = text.split(/\r?\n/);
  let at = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (REFERENCE_HEADING.test(lines[i]!)) {
      at = i;
      break;
    }
  }
  if (at < 0) return { body: text, references: null };
  return { body: lines.slice(0, at).join('\n'), references: lines.slice(at + 1).join('\n') };
}

/** Prose without Markdown syntax: headings, images, code, link targets and list markers removed. */
export function plainProse(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, ' ')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`>|]/g, ' ');
}

const ABBREVIATIONS = /\b(?:e\.g|i\.e|et al|etc|vs|Fig|Figs|Dr|Prof|No|approx|cf|Eq)\.$/i;

export function sentences(prose: string): string[] {
  const out: string[] = [];
  for (const paragraph of prose.split(/\n\s*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    let start = 0;
    const re = /[.!?]+["')\]]?(?=\s+[A-Z0-9("'[]|\s*$)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(flat))) {
      const end = m.index + m[0].length;
      const candidate = flat.slice(start, end).trim();
      if (ABBREVIATIONS.test(candidate) && end < flat.length) continue;
      if (candidate) out.push(candidate);
      start = end;
    }
    const rest = flat.slice(start).trim();
    if (rest) out.push(rest);
  }
  return out;
}

export function words(sentence: string): string[] {
  return sentence.match(/[A-Za-z\u00C0-\u024F]+(?:['’-][A-Za-z\u00C0-\u024F]+)*|\d+(?:[.,]\d+)*/g) ?? [];
}

/** English syllables by vowel groups, the usual approximation behind Flesch scores. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups ? groups.length : 1);
}

export function excerpt(sentence: string, max = 90): string {
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).trimEnd()}…`;
}
