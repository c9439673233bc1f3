import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetEnv } from '../env.ts';
import { signPreviewToken, verifyPreviewToken } from './preview-token.ts';

beforeAll(() => {
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  resetEnv();
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A base64url character that differs only in the low two bits, which a 32-byte value leaves unused. */
const spareBitTwin = (c: string) => ALPHABET[ALPHABET.indexOf(c) ^ 1]!;

const claims = { articleId: 42, expires: 1_900_000_000, nonce: 'abcdefghijklmnopqrstuvwx' };

describe('preview tokens', () => {
  it('verifies what it signed', () => {
    expect(verifyPreviewToken(signPreviewToken(claims))).toEqual(claims);
  });

  const token = () => signPreviewToken(claims);
  it.each([
    ['another article', () => token().replace(/^42\./, '43.')],
    ['a later expiry', () => token().replace('.1900000000.', '.1900000001.')],
    ['another nonce', () => token().replace('abcdefghij', 'bbcdefghij')],
    ['a changed signature', () => token().slice(0, -2) + (token().endsWith('AA') ? 'AB' : 'AA')],
    // The last character's two spare bits: the same bytes, spelled differently.
    ['another spelling of the signature', () => token().slice(0, -1) + spareBitTwin(token().at(-1)!)],
    ['no signature', () => token().split('.').slice(0, 3).join('.')],
    ['junk', () => 'not-a-token'],
  ])('refuses %s', (_name, make) => {
    expect(verifyPreviewToken(make())).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const signed = token();
    process.env.SESSION_SECRET = randomBytes(32).toString('hex');
    resetEnv();
    expect(verifyPreviewToken(signed)).toBeNull();
  });
});
