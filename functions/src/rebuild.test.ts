import { describe, expect, it } from 'vitest';
import { statusFromHook } from './rebuild.ts';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const idle = { state: 'idle', lastBuiltAt: null, lastError: null };

describe('statusFromHook', () => {
  it.each([
    ['never called', { sentAt: null, finishedAt: null, error: null }, idle],
    ['under way', { sentAt: ago(2), finishedAt: null, error: null }, { ...idle, state: 'queued' }],
    ['accepted', { sentAt: ago(60), finishedAt: ago(59), error: null }, { ...idle, state: 'requested' }],
    [
      'refused',
      { sentAt: ago(9), finishedAt: ago(8), error: 'The build hook answered 404.' },
      { ...idle, state: 'failed', lastError: 'The build hook answered 404.' },
    ],
    [
      'lost with its instance',
      { sentAt: ago(31), finishedAt: null, error: null },
      { ...idle, state: 'failed', lastError: 'The build hook call never finished.' },
    ],
  ])('%s', (_name, hook, expected) => {
    expect(statusFromHook({ ...hook, now })).toEqual(expected);
  });
});
