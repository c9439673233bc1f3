import { describe, expect, it } from 'vitest';
import { pruneCustomProperties } from './first-screen-css';

describe('pruneCustomProperties', () => {
  it('keeps the custom properties the rules read, and drops the rest wherever they are declared', () => {
    const css =
      ':root,:host{--color-ink:#111;--color-unused:#222;--spacing:.25rem}' +
      '@layer properties{@supports (x:y){*,:before,:after{--tw-border-style:solid;--tw-blur:initial}::backdrop{--tw-border-style:solid;--tw-blur:initial}}}' +
      '.p-2{padding:calc(var(--spacing)*2)}.border{border-style:var(--tw-border-style);color:var(--color-ink)}' +
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-blur{syntax:"*";inherits:false}';
    const out = pruneCustomProperties(css);
    expect(out).toContain(':root,:host{--color-ink:#111;--spacing:.25rem}');
    expect(out).toContain('*,:before,:after{--tw-border-style:solid}::backdrop{--tw-border-style:solid}');
    expect(out).toContain('@property --tw-border-style{');
    expect(out).not.toContain('--tw-blur');
    expect(out).not.toContain('--color-unused');
  });

  it('keeps what only another kept property reads', () => {
    const css = ':root{--a:var(--b);--b:1px;--c:2px}.x{margin:var(--a)}';
    expect(pruneCustomProperties(css)).toBe(':root{--a:var(--b);--b:1px}.x{margin:var(--a)}');
  });
});
