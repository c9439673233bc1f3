// How admin accounts come to exist: `pnpm admin:create`, ADMIN_EMAIL + ADMIN_PASSWORD at start,
// or, on a local start with no admin at all, a generated one printed once.
import { randomBytes } from 'node:crypto';
import { emailSchema, passwordSchema } from '@nodal/shared';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './auth/common-passwords.ts';
import { hashPassword } from './auth/password.ts';
import { audit } from './audit.ts';
import { countAdmins, revokeAdminSessions, upsertAdmin, type Db } from '@nodal/db';

export async function createOrResetAdmin(db: Db, email: string, password: string): Promise<void> {
  const parsedEmail = emailSchema.safeParse(email);
  if (!parsedEmail.success) throw new Error(parsedEmail.error.issues[0]!.message);
  const parsedPassword = passwordSchema.safeParse(password);
  if (!parsedPassword.success) throw new Error(parsedPassword.error.issues[0]!.message);
  if (isCommonPassword(parsedPassword.data)) throw new Error(COMMON_PASSWORD_MESSAGE);
  const hash = await hashPassword(parsedPassword.data);
  // A reset must lock out whoever held the old password, so every session of the account ends with it.
  await db.transaction(async (tx) => {
    const id = await upsertAdmin(tx, parsedEmail.data, hash);
    const ended = await revokeAdminSessions(tx, id);
    // No person is behind this change: the actor is the command line or the environment.
    await audit(
      tx,
      { id: null, email: null },
      'account.password_reset',
      { type: 'admin', id },
      {
        email: parsedEmail.data,
        password: '[changed]',
        sessionsEnded: ended,
      },
    );
  });
}

export interface BootstrapResult {
  email: string;
  /** Only when a password was generated here and must be shown to the person starting the server. */
  generatedPassword?: string;
}

export async function bootstrapAdmin(
  db: Db,
  source: NodeJS.ProcessEnv,
  local: boolean,
): Promise<BootstrapResult | null> {
  if (source.ADMIN_EMAIL && source.ADMIN_PASSWORD) {
    await createOrResetAdmin(db, source.ADMIN_EMAIL, source.ADMIN_PASSWORD);
    return { email: source.ADMIN_EMAIL };
  }
  if (!local || (await countAdmins(db)) > 0) return null;
  const generatedPassword = randomBytes(12).toString('base64url');
  await createOrResetAdmin(db, 'admin@localhost', generatedPassword);
  return { email: 'admin@localhost', generatedPassword };
}
