// Checks on the manuscript's prose and Markdown: readability, accessibility, an extractive
// summary and a keyword scope estimate. The last two stand in for the language-model steps of the
// platform and say so wherever they are shown.
import { excerpt, plainProse, sentences, splitManuscript, syllables, words } from './text';
import type { Finding } from './types';

export interface Readability {
  fleschReadingEase: number;
  words: number;
  sentences: number;
  longSentences: Finding[];
  passive: Finding[];
}

// "was analysed", "were given", "is known": a form of "to be", optionally an adverb, then a past
// participle (regular -ed/-en, or a common irregular). A heuristic, as every style checker's is.
const IRREGULAR =
  'built|chosen|done|drawn|found|given|held|kept|known|made|paid|put|read|run|said|seen|sent|set|shown|spent|taken|told|thought|understood|written|left|led|brought|bought|caught|taught|begun|grown|won';
const PASSIVE = new RegExp(
  `\\b(?:am|is|are|was|were|be|been|being)\\s+(?:\\w+ly\\s+)?(?:\\w{3,}ed|${IRREGULAR})\\b`,
  'i',
);

export function readability(text: string, longSentenceWords: number): Readability {
  const prose = plainProse(splitManuscript(text).body);
  const list = sentences(prose);
  let wordCount = 0;
  let syllableCount = 0;
  const longSentences: Finding[] = [];
  const passive: Finding[] = [];
  list.forEach((s, i) => {
    const w = words(s);
    wordCount += w.length;
    for (const word of w) syllableCount += syllables(word);
    if (w.length > longSentenceWords)
      longSentences.push({
        severity: 'warning',
        where: `Sentence ${i + 1}`,
        message: `${w.length} words: “${excerpt(s)}”`,
      });
    const p = s.match(PASSIVE);
    if (p)
      passive.push({
        severity: 'info',
        where: `Sentence ${i + 1}`,
        message: `Passive voice “${p[0]}”: “${excerpt(s)}”`,
      });
  });
  const sentenceCount = Math.max(1, list.length);
  const ease = wordCount ? 206.835 - 1.015 * (wordCount / sentenceCount) - 84.6 * (syllableCount / wordCount) : 0;
  return {
    fleschReadingEase: Math.round(ease * 10) / 10,
    words: wordCount,
    sentences: list.length,
    longSentences,
    passive,
  };
}

export function easeBand(score: number): string {
  if (score >= 60) return 'plain English';
  if (score >= 50) return 'fairly difficult';
  if (score >= 30) return 'difficult (typical of research articles)';
  return 'very difficult';
}

const VAGUE_LINK = /^(?:click here|here|read more|more|link|this|this link|this page|learn more|see here)$/i;

export function accessibility(markdown: string): Finding[] {
  const out: Finding[] = [];
  const lines = markdown.split(/\r?\n/);
  let previousLevel = 0;
  let fenced = false;
  lines.forEach((line, i) => {
    const where = `Line ${i + 1}`;
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) return;
    const heading = line.match(/^\s{0,3}(#{1,6})\s+(.*)$/);
    if (heading) {
      const level = heading[1]!.length;
      if (previousLevel && level > previousLevel + 1)
        out.push({
          severity: 'error',
          where,
          message: `Heading level skips from ${previousLevel} to ${level} (“${excerpt(heading[2]!, 50)}”).`,
        });
      if (!previousLevel && level > 2)
        out.push({
          severity: 'warning',
          where,
          message: `The first heading is level ${level}; start at level 1 or 2.`,
        });
      previousLevel = level;
    }
    for (const m of line.matchAll(/!\[([^\]]*)\]\(([^)\s]*)[^)]*\)/g)) {
      if (!m[1]!.trim())
        out.push({ severity: 'error', where, message: `Image “${excerpt(m[2]!, 50)}” has no alt text.` });
      else if (/^(?:image|figure|photo|picture|img)\s*\d*$/i.test(m[1]!.trim()))
        out.push({ severity: 'warning', where, message: `Alt text “${m[1]}” does not describe the image.` });
    }
    for (const m of line.matchAll(/(?<!!)\[([^\]]*)\]\(([^)]*)\)/g)) {
      const label = m[1]!.trim();
      if (!label) out.push({ severity: 'error', where, message: `A link to ${excerpt(m[2]!, 50)} has no text.` });
      else if (VAGUE_LINK.test(label))
        out.push({ severity: 'error', where, message: `Link text “${label}” does not say where it goes.` });
    }
  });
  return out;
}

const STOP = new Set(
  'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its may might more most not of on or our she should so than that the their them then there these they this those to was we were what when where which while who will with would also both each such using used use between after before over under within without however therefore thus here we our than'.split(
    ' ',
  ),
);

const terms = (s: string) => words(s.toLowerCase()).filter((w) => w.length > 2 && !STOP.has(w) && !/^\d/.test(w));

/** The n sentences whose words are most frequent in the whole text, in their original order. */
export function summarise(text: string, n: number): string[] {
  const list = sentences(plainProse(splitManuscript(text).body)).filter((s) => words(s).length >= 6);
  const freq = new Map<string, number>();
  for (const s of list) for (const t of terms(s)) freq.set(t, (freq.get(t) ?? 0) + 1);
  const scored = list.map((s, i) => {
    const t = terms(s);
    const score = t.reduce((sum, w) => sum + (freq.get(w) ?? 0), 0) / Math.max(8, t.length);
    // The opening sentences of an abstract carry the point; a small bonus keeps them in.
    return { s, i, score: score * (i < 3 ? 1.2 : 1) };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, Math.max(1, n))
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s);
}

/** Share of the journal's scope terms the manuscript uses, and which ones. */
export function scopeMatch(text: string, scope: string): { score: number; matched: string[]; missing: string[] } {
  const scopeTerms = [
    ...new Set(
      scope
        .split(/[,;\n]/)
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  const body = ` ${words(plainProse(splitManuscript(text).body).toLowerCase()).join(' ')} `;
  const matched = scopeTerms.filter(
    (t) => body.includes(` ${words(t).join(' ')} `) || body.includes(` ${words(t).join(' ')}s `),
  );
  return {
    score: scopeTerms.length ? Math.round((matched.length / scopeTerms.length) * 100) : 0,
    matched,
    missing: scopeTerms.filter((t) => !matched.includes(t)),
  };
}
