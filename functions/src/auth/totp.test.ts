import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpCode, totpUri } from './totp.ts';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 23, 12, 0, 10);

  it('accepts the current code and the neighbouring steps, nothing further', () => {
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 90_000), now)).toBeNull();
  });

  it('matches the RFC 6238 test vector (SHA-1, T = 59 s)', () => {
    // The RFC's key is the ASCII "12345678901234567890"; its 8-digit answer is 94287082.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
  });

  it('builds an otpauth URI naming the issuer and the account', () => {
    const uri = totpUri(secret, 'ada@example.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Nodal%20Admin:ada%40example\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
  });
});

describe('recovery codes', () => {
  it('gives ten distinct codes in the XXXXX-XXXXX shape', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
  });

  it('hashes case and dashes away', () => {
    expect(hashRecoveryCode('abcde-fghjk')).toBe(hashRecoveryCode('ABCDEFGHJK'));
    expect(hashRecoveryCode('ABCDE-FGHJK')).not.toBe(hashRecoveryCode('ABCDE-FGHJM'));
  });
});
