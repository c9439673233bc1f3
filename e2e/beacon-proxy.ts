// A recording HTTP proxy between a test browser and the server, for the analytics beacon's tests.
// The leave ping goes out while its page is being left, and Chromium reports a request of a page
// already gone to no DevTools client, so Playwright's request events never see it. The proxy sees
// what the browser really put on the wire: every beacon body, its content type and the status the
// server answered.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api, beaconSchema, type BeaconPayload } from '@nodal/shared';

export interface SentBeacon {
  payload: BeaconPayload;
  contentType: string | undefined;
  /** When the proxy received it, ms since the epoch. */
  receivedAt: number;
  status: number;
}

/**
 * Starts a proxy to `target`; give `proxy` to a browser context. `sent` lists the beacons in the
 * order the server answered them, `malformed` any body that is not a `beaconSchema` payload.
 */
export async function beaconProxy(target: string) {
  const sent: SentBeacon[] = [];
  const malformed: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    const receivedAt = Date.now();
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      // A proxy is asked for the absolute URL.
      const url = new URL(incoming.url!);
      const headers: IncomingHttpHeaders = { ...incoming.headers };
      delete headers['proxy-connection'];
      const upstream = httpRequest(
        new URL(url.pathname + url.search, target),
        { method: incoming.method, headers },
        (answer) => {
          if (url.pathname === api.trackView) {
            const parsed = beaconSchema.safeParse(safeJson(body.toString('utf8')));
            if (parsed.success && incoming.method === 'POST') {
              sent.push({
                payload: parsed.data,
                contentType: incoming.headers['content-type'],
                receivedAt,
                status: answer.statusCode ?? 0,
              });
            } else malformed.push(`${incoming.method} ${body.toString('utf8')}`);
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ofType = <T extends BeaconPayload['t']>(t: T) =>
    sent.filter((s) => s.payload.t === t).map((s) => s.payload as Extract<BeaconPayload, { t: T }>);
  return {
    // Chromium sends nothing for 127.0.0.1 through a proxy unless told to.
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
    sent,
    malformed,
    views: () => ofType('view'),
    leaves: () => ofType('leave'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
