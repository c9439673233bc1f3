// The server the browser tests run against: the real `pnpm start` platform on its own port, with
// a fresh data folder (so a fresh database) every run and the test admin account.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN } from './e2e-admin.ts';

const root = join(import.meta.dirname, '..');
// NODAL_E2E_DATA names the folder so the audit can run beside a test run without sharing it.
const dataDir = join(root, '.data', process.env.NODAL_E2E_DATA ?? 'e2e');
rmSync(dataDir, { recursive: true, force: true });

// A real SMTP server for the notifications: it takes every message and refuses mailboxes at
// bounce.test (550), so Settings → Sent mail can show a delivered and a failed message.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo: (address, _session, callback) =>
    address.address.toLowerCase().endsWith('@bounce.test')
      ? callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
      : callback(),
  onData: (stream, _session, callback) => {
    stream.resume();
    stream.on('end', () => callback());
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const child = spawn('pnpm', ['exec', 'tsx', 'scripts/platform.ts', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODAL_DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // Every browser test comes from 127.0.0.1; the limits themselves are covered by the API suite.
    RATE_LIMIT_PUBLIC_MAX: '100000',
    RATE_LIMIT_LOGIN_MAX: '100000',
    BCRYPT_COST: '10',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Nodal <notifications@nodal.test>',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  smtp.close(() => undefined);
  process.exit(code ?? 0);
});
