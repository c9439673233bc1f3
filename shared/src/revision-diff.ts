// What changed between a revision and the article as it is now, field by field. Body text is
// compared by line (how Markdown is written and read), and a run of lines replaced by another run
// is then compared by word, so one changed word in a paragraph does not mark the whole paragraph.
// Short fields are compared by word.
import { diffLines, diffWords, diffWordsWithSpace } from 'diff';
import type { DiffPart, FieldDiff } from './types.ts';

function bodyDiff(before: string, after: string): DiffPart[] {
  const lines = diffLines(before, after);
  const parts: DiffPart[] = [];
  for (let i = 0; i < lines.length; i++) {
    const part = lines[i]!;
    const next = lines[i + 1];
    if (part.removed && next?.added) {
      parts.push(...diffWordsWithSpace(part.value, next.value));
      i++;
    } else parts.push(part);
  }
  // Neighbours of one kind (the common tail of a word diff and the next common line) read as one run.
  return parts.reduce<DiffPart[]>((runs, part) => {
    const last = runs.at(-1);
    if (last && !!last.added === !!part.added && !!last.removed === !!part.removed) last.value += part.value;
    else runs.push({ ...part });
    return runs;
  }, []);
}

type Diffable = Record<FieldDiff['field'], string>;

const FIELDS: readonly { field: FieldDiff['field']; by: 'word' | 'line' }[] = [
  { field: 'title', by: 'word' },
  { field: 'slug', by: 'word' },
  { field: 'type', by: 'word' },
  { field: 'summary', by: 'word' },
  { field: 'body', by: 'line' },
];

/** `removed` parts are only in the revision, `added` parts only in the current text. Same fields are left out. */
export function diffRevision(revision: Diffable, current: Diffable): FieldDiff[] {
  const changes: FieldDiff[] = [];
  for (const { field, by } of FIELDS) {
    if (revision[field] === current[field]) continue;
    const parts = (by === 'line' ? bodyDiff : diffWords)(revision[field], current[field]);
    changes.push({
      field,
      parts: parts.map(({ value, added, removed }) => ({
        value,
        ...(added ? { added: true } : {}),
        ...(removed ? { removed: true } : {}),
      })),
    });
  }
  return changes;
}
