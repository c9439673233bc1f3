// The server the browser tests run against: the real `pnpm start` platform on its own port, with
// a fresh data folder (so a fresh database) every run and the test admin account.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN, e2eDataDir, e2eMailbox } from './e2e-admin.ts';

const root = join(import.meta.dirname, '..');
// NODAL_E2E_DATA names the folder so the audit can run beside a test run without sharing it.
const dataDir = e2eDataDir(root);
rmSync(dataDir, { recursive: true, force: true });

// A real SMTP server for the notifications and campaigns: it takes every message and refuses
// mailboxes at bounce.test (550), so Settings → Sent mail can show a delivered and a failed message.
// Each message it takes is kept as a file in the mailbox folder, decoded, for the tests to open its
// links as the recipient would (e2e/mailbox.ts).
const mailbox = e2eMailbox(dataDir);
mkdirSync(mailbox, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onRcptTo: (address, _session, callback) =>
    address.address.toLowerCase().endsWith('@bounce.test')
      ? callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
      : callback(),
  onData: (stream, session, callback) => {
    simpleParser(stream).then(
      (mail) => {
        const message = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : null,
          headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.key.length + 1).trim()])),
        };
        writeFileSync(join(mailbox, `${String(++received).padStart(6, '0')}.json`), JSON.stringify(message));
        callback();
      },
      (error: Error) => callback(error),
    );
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
