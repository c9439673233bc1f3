import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { minifyPage } from './minify-html.ts';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title>
<script>
  globalThis.ready = "yes";
</script></head><body><ul class="grid gap-6"><li data-x="1">One <b>bold</b> word</li><li>Two</li></ul>
<astro-island uid="a" props="{&quot;title&quot;:[0,&quot;Say &#39;hi&#39;&quot;]}" ssr><p>Hi<!-- --> there</p><!--astro:end--></astro-island>
<pre>  kept
    as is</pre></body></html>`;

/**
 * Every element with its attributes (in any order), and every text and comment, in document order;
 * text trimmed, and whitespace-only text left out: the minifier removes it where HTML ignores it.
 */
function tree(html: string): string[] {
  const out: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['node']) => {
    if ('value' in node) {
      if (node.value.trim()) out.push(`text ${node.value.trim()}`);
    } else if ('data' in node) out.push(`comment ${node.data}`);
    else if ('tagName' in node)
      out.push(
        `<${node.tagName}> ${node.attrs
          .map((a) => `${a.name}=${a.value}`)
          .sort()
          .join(' ')}`,
      );
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return out;
}

describe('minifyPage', () => {
  it('writes a shorter page that parses to the same elements, attributes, text and comments', () => {
    const out = minifyPage(page);
    expect(out.length).toBeLessThan(page.length);
    expect(tree(out)).toEqual(tree(page));
    // Text inside an element keeps its spaces: "One " before <b>, " there" after a marker.
    expect(out).toContain('One <b>bold</b> word');
    expect(out).toContain('Hi<!-- --> there');
  });

  it('drops quotes a value does not need and inferred end tags, and keeps the markers hydration reads', () => {
    const out = minifyPage(page);
    expect(out).toContain('class="grid gap-6"');
    expect(out).toContain('data-x=1');
    expect(out).not.toContain('</li>');
    expect(out).toContain('<!-- -->');
    expect(out).toContain('<!--astro:end-->');
    expect(out).toMatch(/props='\{"title":\[0,"Say (&#39;|&#x27;|&apos;)hi(&#39;|&#x27;|&apos;)"\]\}'/);
    expect(out).toContain('<pre>  kept\n    as is</pre>');
  });
});
