// The server's environment, validated once. Only what is declared here is read anywhere.
import * as z from 'zod';

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  /** Netlify sets CONTEXT=production|deploy-preview|branch-deploy on its builds and functions. */
  CONTEXT: z.string().optional(),
  NETLIFY: z.string().optional(),
  DATABASE_URL: z.string().url('DATABASE_URL must be a postgres:// URL').optional(),
  /** Where the embedded PGlite database lives when DATABASE_URL is unset. */
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** Where uploaded images live outside production (Netlify Blobs there); default `images/` beside PGLITE_DIR. */
  IMAGES_DIR: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  BUILD_HOOK_URL: z.string().url('BUILD_HOOK_URL must be a URL').optional(),
  BUILD_HOOK_DEBOUNCE_SECONDS: intFromEnv(10),
  RATE_LIMIT_LOGIN_MAX: intFromEnv(10),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: intFromEnv(15),
  RATE_LIMIT_PUBLIC_MAX: intFromEnv(30),
  RATE_LIMIT_PUBLIC_WINDOW_MINUTES: intFromEnv(10),
  BCRYPT_COST: z.coerce.number().int().min(10).max(15).default(11),
  /** smtp(s)://user:pass@host:port of the mail server; unset, mail goes to the local mailbox (Settings → Sent mail). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().max(300).default('Nodal <notifications@localhost>'),
  /** The public address of the site, for links in notifications; Netlify's own URL when unset there. */
  SITE_URL: z.string().url('SITE_URL must be a URL like https://example.org').optional(),
  /** Set by Netlify: the site's main address. */
  URL: z.string().url().optional(),
  /** How long one SMTP or webhook step may take before the attempt counts as failed. */
  NOTIFY_TIMEOUT_MS: intFromEnv(10_000),
  /** The most bulk emails (newsletters, invitations) one sender hands to the mail server per second. */
  MAIL_RATE_PER_SECOND: intFromEnv(50),
  /** The shared secret the mail-event webhook (/api/mail-events) checks signatures with; unset, it takes nothing. */
  MAIL_EVENTS_SECRET: z.string().min(32, 'MAIL_EVENTS_SECRET must be at least 32 characters').optional(),
  /** Mailgun's webhook signing key, for /api/mail-events/mailgun; unset, that route takes nothing. */
  MAILGUN_WEBHOOK_SIGNING_KEY: z.string().min(16).optional(),
  /** The local server's port; 0 asks for any free one (the local platform then sets SITE_URL itself). */
  PORT: z.coerce.number().int().min(0).max(65_535).default(8888),
});
export type Env = z.infer<typeof envSchema>;

let cached: Env | null = null;

export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' || env.CONTEXT === 'production' || env.NETLIFY === 'true';
}

/** Reads and validates the environment; production refuses to run without its secrets. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EnvError(`${String(issue.path[0])}: ${issue.message}`);
  }
  if (isProduction(source)) {
    if (!parsed.data.DATABASE_URL) throw new EnvError('DATABASE_URL: required in production');
    if (!parsed.data.SESSION_SECRET)
      throw new EnvError('SESSION_SECRET: required in production (at least 32 characters)');
  }
  return parsed.data;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Where links in notifications point: SITE_URL, else Netlify's URL, else the local server. */
export function siteUrl(e: Env = env()): string {
  return (e.SITE_URL ?? e.URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, '');
}

export function env(): Env {
  cached ??= loadEnv();
  return cached;
}

/** Tests and the local platform change the environment before first use; this forgets the cache. */
export function resetEnv(): void {
  cached = null;
}
