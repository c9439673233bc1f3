import { describe, expect, it } from 'vitest';
import { demoSummary, embedSummary, excerpt, SUMMARY_LENGTH } from './summary.ts';

const doc = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}<style>body{margin:0}</style></head><body>${body}<script>document.title='x'</script></body></html>`;

describe('demoSummary', () => {
  it('shows the description when the demo has one, never the embed code', () => {
    expect(
      demoSummary({ description: '  Validates DOIs.  ', embedCode: doc('<title>T</title>', '<p>Hi</p>') }),
    ).toEqual({ from: 'description', text: 'Validates DOIs.' });
  });

  it('reads a summary out of the embed when the description is empty', () => {
    expect(demoSummary({ description: ' ', embedCode: doc('<title>Checker</title>', '<h1>Checker</h1>') })).toEqual({
      from: 'embed',
      text: 'Checker',
    });
  });

  it('says there is nothing when neither has words', () => {
    expect(demoSummary({ description: '', embedCode: '' })).toEqual({ from: 'none', text: null });
    expect(demoSummary({ description: '', embedCode: doc('', '<div></div>') })).toEqual({ from: 'none', text: null });
  });
});

describe('embedSummary', () => {
  it('prefers the meta description, whatever the attribute order and quoting', () => {
    expect(
      embedSummary(doc(`<meta content='Scores an abstract &amp; flags passives' name=description>`, '<p>Body</p>')),
    ).toBe('Scores an abstract & flags passives');
  });

  it('then the text it shows, without markup, scripts, styles, comments or the head', () => {
    const html = doc(
      '<title>Reference checker</title>',
      '<!-- note --><main><h1>Reference checker</h1>\n<p>Paste   a list&nbsp;and press <b>Validate</b>.</p></main>',
    );
    const summary = embedSummary(html)!;
    expect(summary).toBe('Reference checker Paste a list and press Validate.');
    expect(summary).not.toMatch(/[<>]|doctype|margin|document\.title|note/);
  });

  it('then the title, for a document that shows no text', () => {
    expect(embedSummary(doc('<title>co_citation.ipynb</title>', '<canvas></canvas>'))).toBe('co_citation.ipynb');
  });

  it('then where a bare frame or player loads from', () => {
    expect(
      embedSummary('<iframe src="https://www.youtube-nocookie.com/embed/abc?rel=0" allowfullscreen></iframe>'),
    ).toBe('Embedded from www.youtube-nocookie.com');
    expect(embedSummary('<video controls src="/media/workflows/run.webm"></video>')).toBe(
      'Embedded media from this site',
    );
  });

  it('decodes numeric entities and keeps text that only looks like markup escaped in the source', () => {
    expect(embedSummary('<p>5 &lt; 6 &#8212; caf&#xe9;</p>')).toBe('5 < 6 — café');
  });

  it('is short: long text is cut at a word with an ellipsis', () => {
    const summary = embedSummary(`<p>${'word '.repeat(100)}</p>`)!;
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH);
    expect(summary).toMatch(/word…$/);
  });
});

describe('excerpt', () => {
  it('leaves short text alone and cuts a single long word where it must', () => {
    expect(excerpt('short')).toBe('short');
    expect(excerpt('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
