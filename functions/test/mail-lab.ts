// Real receivers for the notification tests: an SMTP server (smtp-server from npm) that can go
// down and come back on the same port, an SMTP server that accepts and then never speaks, and an
// HTTPS webhook receiver with its own self-signed certificate. Not a test file itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { envOverrides } from './helpers.ts';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  /** The text part, transfer encoding undone. */
  text: string;
  /** The HTML part of a multipart message, decoded; null when there is none. */
  html: string | null;
  raw: string;
}

/** A message as a mail program reads it: mailparser undoes the transfer encodings and finds the parts. */
async function parseMail(raw: string, to: string[], from: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    to,
    from,
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\r\n/g, '\n'),
    html: typeof parsed.html === 'string' ? parsed.html : null,
    raw,
  };
}

/**
 * A test file's own SMTP server, started before its tests with the functions sending to it (and
 * writing links to `site`), stopped after them.
 */
export function useMailServer(site: string, timeoutMs = 3000): MailServer {
  const mail = new MailServer();
  const { useEnv } = envOverrides();
  beforeAll(async () => {
    await mail.start();
    useEnv({
      SMTP_URL: mail.url,
      MAIL_FROM: 'Nodal <hello@nodal.test>',
      NOTIFY_TIMEOUT_MS: String(timeoutMs),
      SITE_URL: site,
    });
  });
  afterAll(() => mail.stop());
  return mail;
}

export class MailServer {
  readonly received: ReceivedMail[] = [];

  /** Every message taken for `address`, in the order it arrived. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }
  private server: SMTPServer | null = null;
  port = 0;
  /** Recipients at this domain are refused with 550, as a real server refuses an unknown mailbox. */
  rejectDomain = 'bounce.test';
  /**
   * Recipients this says yes to get no answer to their RCPT TO until `releaseHeld()`: a send caught
   * mid-conversation. `onHold` hears each one as it is held.
   */
  hold: ((address: string) => boolean) | null = null;
  onHold: ((address: string) => void) | null = null;
  private held: (() => void)[] = [];

  /** Answers every held recipient with a temporary refusal (451), so their connections end. */
  releaseHeld(): void {
    for (const release of this.held.splice(0)) release();
  }

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.hold?.(address.address)) {
          this.held.push(() => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
          this.onHold?.(address.address);
          return;
        }
        if (address.address.toLowerCase().endsWith(`@${this.rejectDomain}`)) {
          const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          ).then(
            (mail) => {
              this.received.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  /** Down: the port refuses connections until start(port) again. */
  async stop(): Promise<void> {
    this.releaseHeld();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  matching(tag: string): ReceivedMail[] {
    return this.received.filter((m) => m.raw.includes(tag) || m.text.includes(tag) || m.subject.includes(tag));
  }
}

/** Accepts TCP connections and never answers: a mail server that hangs before its greeting. */
export class HangingServer {
  private server: NetServer | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<void> {
    const server = createNetServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  get connections(): number {
    return this.sockets.size;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

export interface ReceivedHook {
  path: string;
  contentType: string;
  body: unknown;
}

/** An HTTPS receiver on 127.0.0.1 with a fresh self-signed certificate; `ca` is that certificate. */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = [];
  ca = '';
  port = 0;
  /** The status it answers with (500 to play a broken receiver). */
  status = 200;
  private server: HttpsServer | null = null;

  async start(): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'nodal-hook-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      this.ca = readFileSync(join(dir, 'cert.pem'), 'utf8');
      const key = readFileSync(join(dir, 'key.pem'), 'utf8');
      const server = createHttpsServer({ key, cert: this.ca }, (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          let body: unknown;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = Buffer.concat(chunks).toString('utf8');
          }
          if (this.status === 200)
            this.received.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
          res.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.status === 200 ? 'ok' : 'broken');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.server = server;
      this.port = (server.address() as AddressInfo).port;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  url(path: string): string {
    return `https://127.0.0.1:${this.port}${path}`;
  }

  matching(tag: string): ReceivedHook[] {
    return this.received.filter((h) => JSON.stringify(h.body).includes(tag));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
