// The seeded demos go through the site's demo-frame wrapper unharmed. Here rather than beside
// either module because it spans the two: the site never imports server code.
import { demoSeed } from '@nodal/db';
import { describe, expect, it } from 'vitest';
import { demoDocument } from '../site/src/islands/lib/demo-frame.ts';

describe('seeded demos in the demo frame', () => {
  it('keeps every seeded demo intact around the insertion', () => {
    for (const demo of demoSeed) {
      const doc = demoDocument(demo.embedCode);
      const inserted = doc.length - demo.embedCode.length;
      const at = doc.indexOf('<style data-nodal-demo>');
      expect(doc.slice(0, at) + doc.slice(at + inserted), demo.title).toBe(demo.embedCode);
    }
  });
});
