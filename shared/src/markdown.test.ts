import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown: the subset articles are written in', () => {
  it.each([
    ['paragraphs split on blank lines', 'one\n\ntwo', ['<p>one</p>', '<p>two</p>']],
    ['headings', '# A\n## B\n### C', ['<h1>A</h1>', '<h2>B</h2>', '<h3>C</h3>']],
    ['fenced code', '```\nconst a = 1 < 2;\n```', ['<pre><code>const a = 1 &lt; 2;\n</code></pre>']],
    ['dash lists', '- one\n- two', ['<ul>', '<li>one</li>', '<li>two</li>']],
    ['bold, italic, inline code', '**b** *i* `c`', ['<strong>b</strong>', '<em>i</em>', '<code>c</code>']],
    [
      'tables, in a frame that scrolls on its own',
      '| Stage | Days |\n| --- | --- |\n| Review | 12 |',
      ['<div class="prose-table"><table>', '<th>Stage</th>', '<td>12</td>', '</table></div>'],
    ],
  ])('%s', (_name, source, fragments) => {
    const html = renderMarkdown(source);
    for (const fragment of fragments) expect(html).toContain(fragment);
  });
});

describe('renderMarkdown: safety', () => {
  it.each([
    ['raw script tag', '<script>alert(1)</script>', '<script'],
    ['inline event handler', '<img src=x onerror=alert(1)>', '<img'],
    ['javascript: link', '[x](javascript:alert(1))', 'href="javascript'],
    ['obfuscated javascript: link', '[x](JaVa\tScRiPt:alert(1))', 'href="ja'],
    ['data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', 'href="data'],
    ['data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', 'src="data'],
    ['vbscript: link', '[x](vbscript:msgbox)', 'href="vbscript'],
    ['protocol-relative link', '[x](//evil.example)', 'href="//'],
  ])('drops %s', (_name, source, forbidden) => {
    expect(renderMarkdown(source).toLowerCase()).not.toContain(forbidden.toLowerCase());
  });

  it('keeps safe links and opens external ones in a new tab', () => {
    const html = renderMarkdown('[docs](/docs) [site](https://example.org) [mail](mailto:a@b.co)');
    expect(html).toContain('href="/docs"');
    expect(html).toContain('href="https://example.org" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('href="mailto:a@b.co"');
  });
});
