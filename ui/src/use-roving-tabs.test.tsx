import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { tabIndexAfterKey, useRovingTabs, type RovingTabs, type RovingTabsOptions } from './use-roving-tabs.ts';

type V = 'one' | 'two' | 'three';
const VALUES: readonly V[] = ['one', 'two', 'three'];

/** Renders the hook in a tablist and returns the markup and what the hook returned. */
function render(options: Partial<RovingTabsOptions<V>> = {}) {
  let tabs!: RovingTabs<V>;
  const onChange = vi.fn();
  function Harness() {
    tabs = useRovingTabs({ values: VALUES, value: 'two', onChange, ...options });
    return (
      <div>
        <div {...tabs.listProps} aria-label="Things">
          {VALUES.map((v) => (
            <button key={v} {...tabs.tabProps(v)}>
              {v}
            </button>
          ))}
        </div>
        <div {...tabs.panelProps}>panel</div>
      </div>
    );
  }
  const html = renderToStaticMarkup(<Harness />);
  return { html, tabs, onChange };
}

const key = (k: string) => ({ key: k, preventDefault: vi.fn() }) as never;

describe('tabIndexAfterKey', () => {
  it('moves right and left with wrap-around, Home and End to the ends, and ignores other keys', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexAfterKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexAfterKey('Home', 0, 0)).toBeNull();
  });
});

describe('useRovingTabs', () => {
  it('renders a tablist of tabs wired to one panel, with the selected tab the only tab stop', () => {
    const { html } = render({ idBase: 'demo' });
    expect(html).toContain('role="tablist" aria-orientation="horizontal" aria-label="Things"');
    expect(html).toContain(
      '<button role="tab" type="button" id="demo-tab-one" aria-selected="false" aria-controls="demo-panel" tabindex="-1">',
    );
    expect(html).toContain(
      '<button role="tab" type="button" id="demo-tab-two" aria-selected="true" aria-controls="demo-panel" tabindex="0">',
    );
    expect(html).toContain('<div role="tabpanel" id="demo-panel" aria-labelledby="demo-tab-two">panel</div>');
  });

  it('makes its own unique ids when none is given', () => {
    const { tabs } = render();
    expect(tabs.tabProps('one').id).toMatch(/.+-tab-one$/);
    expect(tabs.tabProps('one')['aria-controls']).toBe(tabs.panelProps.id);
    expect(tabs.panelProps['aria-labelledby']).toBe(tabs.tabProps('two').id);
  });

  it('automatic activation: arrows, Home and End select the tab they reach; other keys do nothing', () => {
    const { tabs, onChange } = render();
    const right = key('ArrowRight');
    tabs.listProps.onKeyDown(right);
    expect(onChange).toHaveBeenLastCalledWith('three');
    expect((right as { preventDefault: () => void }).preventDefault).toHaveBeenCalled();
    tabs.listProps.onKeyDown(key('ArrowLeft'));
    expect(onChange).toHaveBeenLastCalledWith('one');
    tabs.listProps.onKeyDown(key('End'));
    expect(onChange).toHaveBeenLastCalledWith('three');
    tabs.listProps.onKeyDown(key('Home'));
    expect(onChange).toHaveBeenLastCalledWith('one');
    const other = key('a');
    tabs.listProps.onKeyDown(other);
    expect(onChange).toHaveBeenCalledTimes(4);
    expect((other as { preventDefault: () => void }).preventDefault).not.toHaveBeenCalled();
  });

  it('a click selects the tab', () => {
    const { tabs, onChange } = render();
    tabs.tabProps('three').onClick();
    expect(onChange).toHaveBeenCalledWith('three');
  });

  it('manual activation: arrows only move focus; the selected tab stays the tab stop until focus moves', () => {
    const { html, tabs, onChange } = render({ activation: 'manual', idBase: 'm' });
    expect(html).toContain('id="m-tab-two" aria-selected="true" aria-controls="m-panel" tabindex="0"');
    tabs.listProps.onKeyDown(key('ArrowRight'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
