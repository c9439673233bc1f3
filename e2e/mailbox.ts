// The messages the test server's SMTP server took (scripts/e2e-server.ts), as a recipient reads them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, e2eMailbox } from '../scripts/e2e-admin.ts';
import { expect } from './fixtures.ts';

export interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

const folder = () => e2eMailbox(e2eDataDir(join(import.meta.dirname, '..')));

/** Every message to `address` so far, oldest first. */
export function messagesTo(address: string): MailboxMessage[] {
  const dir = folder();
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return names
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as MailboxMessage)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits until a message to `address` whose subject matches arrives, and answers it. */
export async function waitForMessage(address: string, subject: RegExp, timeout = 60_000): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      () => {
        found = messagesTo(address).find((m) => subject.test(m.subject));
        return !!found;
      },
      { timeout, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found!;
}

/** The site path of the first link in `text` to `path` (with its query), as the recipient would open it. */
export function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=[^\\s>"]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}
