import { describe, expect, it } from 'vitest';
import { DEMO_HEIGHT_MESSAGE, demoDocument } from './demo-frame';

describe('demoDocument', () => {
  it('adds the house stylesheet and the height reporter at the end of an embed’s own head', () => {
    const embed = '<!doctype html><html><head><style>body{color:red}</style></head><body><main>Hi</main></body></html>';
    const doc = demoDocument(embed);
    // After the embed's own styles, so the house rules win where both speak.
    expect(doc.indexOf('body{color:red}')).toBeLessThan(doc.indexOf('data-nodal-demo'));
    expect(doc.indexOf('data-nodal-demo')).toBeLessThan(doc.indexOf('</head>'));
    expect(doc).toContain(DEMO_HEIGHT_MESSAGE);
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc.endsWith('<main>Hi</main></body></html>')).toBe(true);
  });

  it('wraps a fragment in a standards-mode document', () => {
    const doc = demoDocument('<p>Just a paragraph</p>');
    expect(doc.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);
    expect(doc).toContain('<body><p>Just a paragraph</p></body>');
    expect(doc).toContain('data-nodal-demo');
  });
});
