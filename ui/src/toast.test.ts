import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@nodal/shared/constants';
import { createToastStore } from './toast.ts';

const titles = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((t) => t.title);
const open = (store: ReturnType<typeof createToastStore>) =>
  store
    .getSnapshot()
    .filter((t) => t.open)
    .map((t) => t.title);

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('defaults to the product limits: one toast, open 5000 ms, removed 1,000,000 ms after closing', () => {
    expect([TOAST_LIMIT, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS]).toEqual([1, 5000, 1_000_000]);
    const store = createToastStore();
    store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    expect(titles(store)).toEqual(['B']);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(open(store)).toEqual(['B']);
    vi.advanceTimersByTime(1);
    expect(open(store)).toEqual([]);
    expect(titles(store)).toEqual(['B']);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(titles(store)).toEqual([]);
  });

  it('keeps the newest `limit` toasts, newest first, with the default variant unless told', () => {
    const store = createToastStore({ limit: 2 });
    store.toast({ title: 'A' });
    store.toast({ title: 'B', variant: 'destructive' });
    store.toast({ title: 'C', description: 'c' });
    expect(store.getSnapshot().map(({ title, variant, open }) => ({ title, variant, open }))).toEqual([
      { title: 'C', variant: 'default', open: true },
      { title: 'B', variant: 'destructive', open: true },
    ]);
  });

  it('a replaced toast does not close its successor when its own timer would have fired', () => {
    const store = createToastStore({ limit: 1, duration: 5000 });
    store.toast({ title: 'A' });
    vi.advanceTimersByTime(3000);
    store.toast({ title: 'B' });
    vi.advanceTimersByTime(2500);
    expect(open(store)).toEqual(['B']);
  });

  it('dismisses one toast by id, or all of them, by closing first and removing after the delay', () => {
    const store = createToastStore({ limit: 3, removeDelay: 100 });
    const a = store.toast({ title: 'A' });
    store.toast({ title: 'B' });
    store.dismiss(a);
    expect(open(store)).toEqual(['B']);
    expect(titles(store)).toEqual(['B', 'A']);
    store.dismiss();
    expect(open(store)).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(titles(store)).toEqual([]);
  });

  it('a per-toast duration overrides the default; 0 keeps it until dismissed', () => {
    const store = createToastStore({ limit: 2, duration: 5000 });
    store.toast({ title: 'short', duration: 10 });
    store.toast({ title: 'sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(open(store)).toEqual(['sticky']);
  });

  it('notifies subscribers on every change, keeps the snapshot stable between changes, and unsubscribes', () => {
    const store = createToastStore({ removeDelay: 10 });
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.getSnapshot().filter((t) => t.open).length));
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    const id = store.toast({ title: 'A' });
    expect(store.getSnapshot()).not.toBe(before);
    store.dismiss(id);
    store.dismiss(id); // already closed: no change, no call
    vi.advanceTimersByTime(10);
    expect(seen).toEqual([1, 0, 0]);
    stop();
    store.toast({ title: 'B' });
    expect(seen).toEqual([1, 0, 0]);
  });
});
