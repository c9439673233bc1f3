// WAI-ARIA tabs as props to spread: a tablist whose tabs are one tab stop (roving tabIndex),
// Left/Right wrap around, Home/End jump to the ends; each tab names the panel it controls and the
// panel names its tab. With automatic activation moving focus selects the tab; with manual
// activation it only moves focus, and Enter or Space (a click on the button) selects.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { tabIndexAfterKey } from './tab-keys';

export type TabActivation = 'automatic' | 'manual';

export { tabIndexAfterKey } from './tab-keys';

export interface RovingTabsOptions<T extends string> {
  /** The tabs' values, in order. */
  values: readonly T[];
  /** The selected tab. */
  value: T;
  onChange: (value: T) => void;
  /**
   * The start of the tabs' and panel's ids (`<idBase>-tab-<value>`, `<idBase>-panel`); by default
   * one from React's useId. Give one when the ids must be stable in server-rendered HTML.
   */
  idBase?: string;
  activation?: TabActivation;
}

export interface TabListProps {
  role: 'tablist';
  'aria-orientation': 'horizontal';
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface TabProps {
  role: 'tab';
  type: 'button';
  id: string;
  'aria-selected': boolean;
  'aria-controls': string;
  tabIndex: 0 | -1;
  ref: (element: HTMLElement | null) => void;
  onClick: () => void;
  onFocus: () => void;
}

export interface TabPanelProps {
  role: 'tabpanel';
  id: string;
  'aria-labelledby': string;
}

export interface RovingTabs<T extends string> {
  listProps: TabListProps;
  tabProps: (value: T) => TabProps;
  panelProps: TabPanelProps;
}

export function useRovingTabs<T extends string>({
  values,
  value,
  onChange,
  idBase,
  activation = 'automatic',
}: RovingTabsOptions<T>): RovingTabs<T> {
  // React's ids start with "_" (fine for ARIA references, and kept apart from any page id).
  const generated = useId();
  const base = idBase ?? generated;
  const elements = useRef(new Map<T, HTMLElement>());
  // The tab stop: the selected tab, except while manual activation has moved focus elsewhere.
  const [focused, setFocused] = useState<T | null>(null);
  const stop = activation === 'manual' && focused !== null && values.includes(focused) ? focused : value;
  const tabId = (v: T) => `${base}-tab-${v}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = tabIndexAfterKey(event.key, values.indexOf(stop), values.length);
    if (next === null) return;
    event.preventDefault();
    const target = values[next]!;
    if (activation === 'automatic') onChange(target);
    else setFocused(target);
    elements.current.get(target)?.focus();
  };

  // Leaving the list puts the tab stop back on the selected tab.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(null);
  };

  return {
    listProps: { role: 'tablist', 'aria-orientation': 'horizontal', onKeyDown, onBlur },
    tabProps: (v) => ({
      role: 'tab',
      type: 'button',
      id: tabId(v),
      'aria-selected': v === value,
      'aria-controls': panelId,
      tabIndex: v === stop ? 0 : -1,
      ref: (element) => {
        if (element) elements.current.set(v, element);
        else elements.current.delete(v);
      },
      onClick: () => {
        setFocused(null);
        onChange(v);
      },
      onFocus: () => {
        if (activation === 'manual') setFocused(v);
      },
    }),
    panelProps: { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId(value) },
  };
}
