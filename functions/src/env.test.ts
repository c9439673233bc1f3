import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const secret = 'x'.repeat(32);

describe('loadEnv', () => {
  it.each([
    ['production without DATABASE_URL', { NODE_ENV: 'production', SESSION_SECRET: secret }, /^DATABASE_URL: /],
    ['production without SESSION_SECRET', { NETLIFY: 'true', DATABASE_URL: 'postgres://u@h/db' }, /^SESSION_SECRET: /],
    ['a short SESSION_SECRET', { SESSION_SECRET: 'short' }, /^SESSION_SECRET: .*32/],
    ['a malformed DATABASE_URL', { DATABASE_URL: 'nope' }, /^DATABASE_URL: /],
  ])('rejects %s with one line naming the variable', (_name, source, message) => {
    expect(() => loadEnv(source as NodeJS.ProcessEnv)).toThrow(message);
  });

  it('accepts a complete production environment and applies defaults', () => {
    const env = loadEnv({ CONTEXT: 'production', DATABASE_URL: 'postgres://u@h/db', SESSION_SECRET: secret });
    expect(env.RATE_LIMIT_LOGIN_MAX).toBe(10);
    expect(env.RATE_LIMIT_PUBLIC_WINDOW_MINUTES).toBe(10);
  });

  it('treats empty variables as unset locally', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
