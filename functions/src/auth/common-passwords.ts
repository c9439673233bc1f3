// The passwords people pick first, refused for new passwords. The list is generated from
// @zxcvbn-ts/language-common by scripts/generate-common-passwords.ts, ranked, lower-cased.
import list from './common-passwords.json' with { type: 'json' };

const COMMON = new Set<string>(list as string[]);

/** True for a password on the list, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
