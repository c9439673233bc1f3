// Regenerates functions/src/auth/common-passwords.json from the ranked list of common passwords in
// @zxcvbn-ts/language-common (most common first). Only entries that pass the length rules are kept:
// shorter ones are refused anyway. Run: `pnpm exec tsx scripts/generate-common-passwords.ts`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_RULES } from '@nodal/shared';

const LIMIT = 5000;
const passwords = dictionary['passwords-common'] as string[];
const kept = [...new Set(passwords.map((p) => p.toLowerCase()))]
  .filter((p) => p.length >= PASSWORD_RULES.minLength && p.length <= PASSWORD_RULES.maxLength)
  .slice(0, LIMIT);
const target = join(import.meta.dirname, '../functions/src/auth/common-passwords.json');
writeFileSync(target, `${JSON.stringify(kept)}\n`);
console.log(`${kept.length} common passwords written to ${target}`);
