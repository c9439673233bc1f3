// What changed between a revision and the article as it is now, field by field. Body text is
// compared by line (how Markdown is written and read), short fields by word.
import { diffLines, diffWords } from 'diff';
import type { FieldDiff } from './types.ts';

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
    const parts = (by === 'line' ? diffLines : diffWords)(revision[field], current[field]);
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
