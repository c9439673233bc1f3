import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../env.ts';
import {
  checkSubscriberToken,
  newConfirmNonce,
  signSubscriberToken,
  SUBSCRIBER_TOKEN_PURPOSES,
  TOKEN_TTL_SECONDS,
} from './token.ts';

beforeAll(() => {
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  resetEnv();
});

const NOW = 1_900_000_000;
const nonce = 'abcdefghijklmnopqrstuvwx';

describe('subscriber tokens', () => {
  it('proves what it signed, for its purpose', () => {
    const token = signSubscriberToken('confirm', 42, nonce, NOW);
    expect(checkSubscriberToken(token, 'confirm', NOW + 1)).toEqual({
      ok: true,
      claims: { purpose: 'confirm', signupId: 42, expires: NOW + TOKEN_TTL_SECONDS.confirm, nonce },
    });
    const preferences = signSubscriberToken('preferences', 42, undefined, NOW);
    expect(checkSubscriberToken(preferences, 'preferences', NOW)).toMatchObject({ ok: true, claims: { nonce: '-' } });
  });

  it('confirmation links last seven days and preference links a year', () => {
    const confirm = signSubscriberToken('confirm', 7, nonce, NOW);
    expect(checkSubscriberToken(confirm, 'confirm', NOW + 7 * 86400 - 1).ok).toBe(true);
    expect(checkSubscriberToken(confirm, 'confirm', NOW + 7 * 86400)).toMatchObject({
      ok: false,
      reason: 'expired',
      claims: { signupId: 7 },
    });
    const preferences = signSubscriberToken('preferences', 7, undefined, NOW);
    expect(checkSubscriberToken(preferences, 'preferences', NOW + 364 * 86400).ok).toBe(true);
    expect(checkSubscriberToken(preferences, 'preferences', NOW + 365 * 86400).ok).toBe(false);
  });

  const token = () => signSubscriberToken('confirm', 42, nonce, NOW);
  it.each([
    ['another signup', () => token().replace('.42.', '.43.')],
    ['a later expiry', () => token().replace(/\.(\d+)\./, (_, n: string) => `.${Number(n) + 1}.`)],
    ['another nonce', () => token().replace('abcdefghij', 'bbcdefghij')],
    ['a changed signature', () => token().slice(0, -2) + (token().endsWith('AA') ? 'AB' : 'AA')],
    ['the purpose renamed', () => token().replace(/^confirm\./, 'preferences.')],
    ['no signature', () => token().split('.').slice(0, 4).join('.')],
    ['an empty string', () => ''],
    ['markup', () => '<script>alert(1)</script>'],
  ])('refuses a token with %s as invalid', (_, forged) => {
    expect(checkSubscriberToken(forged(), 'confirm', NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkSubscriberToken(forged(), 'preferences', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('a token of one purpose proves nothing for another', () => {
    for (const signed of SUBSCRIBER_TOKEN_PURPOSES)
      for (const asked of SUBSCRIBER_TOKEN_PURPOSES) {
        const given = signSubscriberToken(signed, 42, signed === 'confirm' ? nonce : undefined, NOW);
        // Renaming the purpose does not help either: the key is derived per purpose.
        const renamed = given.replace(/^[a-z]+\./, `${asked}.`);
        expect(checkSubscriberToken(given, asked, NOW).ok, `${signed} as ${asked}`).toBe(signed === asked);
        expect(checkSubscriberToken(renamed, asked, NOW).ok, `${signed} renamed ${asked}`).toBe(signed === asked);
      }
  });

  it('an invitation link lasts 90 days', () => {
    const accept = signSubscriberToken('accept', 9, undefined, NOW);
    expect(checkSubscriberToken(accept, 'accept', NOW + 90 * 86400 - 1).ok).toBe(true);
    expect(checkSubscriberToken(accept, 'accept', NOW + 90 * 86400)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('a token signed with another secret is invalid', () => {
    const before = token();
    process.env.SESSION_SECRET = randomBytes(32).toString('hex');
    resetEnv();
    expect(checkSubscriberToken(before, 'confirm', NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('makes nonces the token pattern takes, each different', () => {
    const a = newConfirmNonce();
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newConfirmNonce()).not.toBe(a);
  });
});
