import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { minifyPage } from './minify-html.ts';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title><script>
  globalThis.ready = "yes";
</script></head><body><ul class="grid gap-6"><li data-x="1">One <b>bold</b> word</li><li>Two</li></ul>
<svg width="24" height="24" class="size-4" aria-hidden="true"><use href="#icon-check"/></svg>
<svg viewBox="0 0 24 24"><linearGradient id="g"></linearGradient></svg>
<astro-island uid="a" props="{&quot;title&quot;:[0,&quot;Hi&quot;]}" ssr><p>Hi<!-- --> there</p><!--astro:end--></astro-island>
<form><input type="text" name="q"><button type="submit">Go</button></form>
<pre>  kept
    as is</pre></body></html>`;

/** Every element with its attributes, and every text and comment, in document order. */
function tree(html: string): string[] {
  const out: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['node']) => {
    if ('value' in node) out.push(`text ${JSON.stringify(node.value)}`);
    else if ('data' in node) out.push(`comment ${node.data}`);
    else if ('tagName' in node)
      out.push(`<${node.tagName}> ${node.attrs.map((a) => `${a.name}=${a.value}`).join(' ')}`);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return out;
}

describe('minifyPage', () => {
  it('writes a shorter page that parses to exactly the same document', async () => {
    const out = await minifyPage(page);
    expect(out.length).toBeLessThan(page.length);
    expect(tree(out)).toEqual(tree(page));
  });

  it('drops only the quotes a value does not need', async () => {
    const out = await minifyPage(page);
    expect(out).toContain('<li data-x=1>One <b>bold</b> word</li>');
    expect(out).toContain('class="grid gap-6"');
    expect(out).toContain('<use href=#icon-check />');
    expect(out).toContain('viewBox="0 0 24 24"');
    expect(out).toContain('<linearGradient id=g>');
    expect(out).toContain('Hi<!-- --> there</p><!--astro:end-->');
    expect(out).toContain('<input type=text name=q><button type=submit>Go</button>');
    expect(out).toContain('<script>\n  globalThis.ready = "yes";\n</script>');
    expect(out).toContain('<pre>  kept\n    as is</pre>');
  });
});
