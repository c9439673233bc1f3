// Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30-second steps, what every
// authenticator app reads) and the recovery codes that stand in for a lost phone.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@nodal/shared';

const ISSUER = 'Nodal Admin';
const PERIOD = 30;

function totp(secret: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The time step the code belongs to, or null. One step either side is accepted for clocks that
 * drift; the caller stores the step so the same code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** The code an app would show at `now`; tests and the local seed use it. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

// No 0/O or 1/I/L: recovery codes are read off paper and typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes like "K7QMX-P3RWD" (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]!).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Codes are random and long, so a fast hash is enough to make a leaked table useless; the input is
 * normalised so case and the dash do not matter when typed.
 */
export function hashRecoveryCode(code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return createHash('sha256').update(`nodal-recovery:${normal}`).digest('hex');
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
