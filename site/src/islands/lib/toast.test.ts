import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps one toast at a time, newest wins', () => {
    const store = createToastStore(1, 5000);
    store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    expect(store.get().map((t) => t.title)).toEqual(['B']);
  });

  it('removes a toast after its duration', () => {
    const store = createToastStore(1, 5000);
    store.toast({ title: 'A' });
    vi.advanceTimersByTime(4999);
    expect(store.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.get()).toHaveLength(0);
  });

  it('a replaced toast does not dismiss its successor when its timer would have fired', () => {
    const store = createToastStore(1, 5000);
    store.toast({ title: 'A' });
    vi.advanceTimersByTime(3000);
    store.toast({ title: 'B' });
    vi.advanceTimersByTime(2500);
    expect(store.get().map((t) => t.title)).toEqual(['B']);
  });

  it('notifies subscribers and dismisses by id', () => {
    const store = createToastStore(1, 5000);
    const seen: number[] = [];
    store.subscribe((ts) => seen.push(ts.length));
    const id = store.toast({ title: 'A' });
    store.dismiss(id);
    expect(seen).toEqual([0, 1, 0]);
  });
});
