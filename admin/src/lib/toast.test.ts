import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT } from '@nodal/shared';
import { toastReducer, type Toast } from './toast.ts';

const make = (id: string): Toast => ({ id, title: `t${id}`, variant: 'default', open: true });

describe('toastReducer', () => {
  it('keeps only the newest TOAST_LIMIT toasts', () => {
    let state = { toasts: [] as Toast[] };
    state = toastReducer(state, { type: 'ADD', toast: make('1') });
    state = toastReducer(state, { type: 'ADD', toast: make('2') });
    expect(state.toasts).toHaveLength(TOAST_LIMIT);
    expect(state.toasts[0]!.id).toBe('2');
  });

  it('dismisses one toast or all of them by closing, not removing', () => {
    const state = { toasts: [make('1'), make('2')] };
    expect(toastReducer(state, { type: 'DISMISS', id: '1' }).toasts.map((t) => t.open)).toEqual([false, true]);
    expect(toastReducer(state, { type: 'DISMISS' }).toasts.every((t) => !t.open)).toBe(true);
  });

  it('removes one toast or all', () => {
    const state = { toasts: [make('1'), make('2')] };
    expect(toastReducer(state, { type: 'REMOVE', id: '1' }).toasts.map((t) => t.id)).toEqual(['2']);
    expect(toastReducer(state, { type: 'REMOVE' }).toasts).toEqual([]);
  });
});
