import bcrypt from 'bcryptjs';
import { PASSWORD_RULES } from '@nodal/shared';
import { env } from '../env.ts';

const encoder = new TextEncoder();

/** bcrypt reads only the first 72 bytes; longer input is refused rather than silently cut. */
function fitsBcrypt(password: string): boolean {
  return encoder.encode(password).length <= PASSWORD_RULES.maxBytes;
}

export async function hashPassword(password: string): Promise<string> {
  if (!fitsBcrypt(password)) throw new Error(`Password must be at most ${PASSWORD_RULES.maxBytes} bytes`);
  return bcrypt.hash(password, env().BCRYPT_COST);
}

// Compared against when the email is unknown, so both failures cost one bcrypt round.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= bcrypt.hash('not-a-real-password', env().BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  if (!fitsBcrypt(password)) {
    await bcrypt.compare('x', hash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
