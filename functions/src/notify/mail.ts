// Email out: SMTP through nodemailer when SMTP_URL is set, else the local mailbox, where the
// message is only recorded as sent (Settings → Sent mail shows it). Every step of an SMTP
// conversation has a deadline, so a server that hangs costs one attempt, never a request.
import nodemailer, { type Mail } from 'nodemailer';

export type Transporter = Mail;

export const LOCAL_MAILBOX = 'local mailbox';

let cached: { key: string; transporter: Transporter } | null = null;

function transporterFor(url: string, timeoutMs: number): Transporter {
  const key = `${url} ${timeoutMs}`;
  if (cached?.key !== key) {
    cached?.transporter.close();
    cached = {
      key,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    };
  }
  return cached.transporter;
}

export interface OutgoingMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** An HTML alternative to `text` (bulk email); the text part is always sent too. */
  html?: string | null;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Overrides the Message-ID made from `id` (a bulk email's own, stable across attempts). */
  messageId?: string;
}

/**
 * A transport that keeps up to `connections` SMTP connections open and sends over them in turn, for
 * one run of bulk sending; its owner closes it when the run ends, so no socket outlives the run.
 */
export function pooledTransport(url: string, timeoutMs: number, connections: number): Transporter {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** Sends one email; returns the transport's name. Throws on failure or after the deadlines. */
export async function sendMail(
  mail: OutgoingMail,
  {
    smtpUrl,
    timeoutMs,
    messageIdHost,
    transport,
  }: { smtpUrl: string | undefined; timeoutMs: number; messageIdHost: string; transport?: Transporter },
): Promise<string> {
  if (!smtpUrl) return LOCAL_MAILBOX;
  const transporter = transport ?? transporterFor(smtpUrl, timeoutMs);
  // The same Message-ID on every attempt lets a mail system drop a copy it already took.
  const sending = transporter.sendMail({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    messageId: mail.messageId ?? `<notification-${mail.id}@${messageIdHost}>`,
  });
  // nodemailer's own timeouts bound each step; this bounds a server that answers, slowly, forever.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP send took longer than ${timeoutMs * 3} ms`)), timeoutMs * 3);
  });
  try {
    await Promise.race([sending, deadline]);
  } finally {
    clearTimeout(timer);
  }
  return 'smtp';
}

export function smtpTransport(url: string | undefined): string {
  return url ? 'smtp' : LOCAL_MAILBOX;
}
