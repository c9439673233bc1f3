// JSON webhooks (Slack-compatible `{"text": …}`). In production a webhook may only reach the public
// internet: every address its host resolves to is checked when the request connects (not only when
// the URL was saved), so a name that later resolves to 127.0.0.1 or 169.254.169.254 is refused.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}

/** Loopback, private, link-local, unique-local, multicast, reserved…: anything but 'unicast'. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function refuse(host: string, address: string): PermanentDeliveryError {
  return new PermanentDeliveryError(`Webhook host ${host} resolves to a non-public address (${address})`);
}

/** A DNS lookup that fails when any address of the host is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) return callback(refuse(hostname, bad.address), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** Settings check: in production, the URL's host must resolve, and only to public addresses. */
export async function assertPublicWebhook(url: string): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw refuse(host, host);
    return;
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, list) => (error ? reject(error) : resolve(list))),
  ).catch(() => {
    throw new PermanentDeliveryError(`Webhook host ${host} does not resolve`);
  });
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (bad) throw refuse(host, bad.address);
}

let extraCa: string | null = null;
/** Trusts one more certificate authority for webhooks (the tests' local receiver signs its own). */
export function setWebhookTrust(ca: string | null): void {
  extraCa = ca;
}

/** POSTs `{text}` to `url`; resolves on a 2xx answer, throws otherwise or after `timeoutMs`. */
export async function postWebhook(
  url: string,
  text: string,
  { timeoutMs, publicOnly }: { timeoutMs: number; publicOnly: boolean },
): Promise<void> {
  const target = new URL(url);
  if (target.protocol !== 'https:') throw new PermanentDeliveryError('Webhook URL must be https');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (publicOnly && isIP(host) && !isPublicAddress(host)) throw refuse(host, host);
  const body = JSON.stringify({ text });
  await new Promise<void>((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
        ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
        ...(extraCa ? { ca: extraCa } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Error(`Webhook answered HTTP ${status}`));
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`Webhook timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
