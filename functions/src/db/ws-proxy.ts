// The Neon driver speaks PostgreSQL over WebSocket. A plain server (local, CI, self-hosted) speaks
// TCP, so this relays one to the other. It binds to 127.0.0.1 and relays only to the address the
// driver asks for, and the driver only asks for the host in DATABASE_URL.
import { connect } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

let started: Promise<{ port: number; close(): Promise<void> }> | null = null;

export function startWsProxy(): Promise<{ port: number; close(): Promise<void> }> {
  started ??= new Promise((resolve, reject) => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    server.on('error', reject);
    server.on('connection', (socket: WebSocket, request) => relay(socket, request.url ?? ''));
    server.on('listening', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
  });
  return started;
}

function relay(socket: WebSocket, url: string): void {
  const address = new URL(url, 'http://proxy').searchParams.get('address') ?? '';
  const match = /^(.+):(\d+)$/.exec(address);
  if (!match) {
    socket.close(1008, 'address required');
    return;
  }
  const tcp = connect({ host: match[1], port: Number(match[2]) });
  tcp.setNoDelay(true);
  tcp.on('data', (chunk) => socket.send(chunk));
  tcp.on('close', () => socket.close());
  tcp.on('error', () => socket.close());
  socket.on('message', (data) => tcp.write(data as Buffer));
  socket.on('close', () => tcp.destroy());
  socket.on('error', () => tcp.destroy());
}

/** Stops the relay (test teardown); the next database opened starts a new one. */
export async function stopWsProxy(): Promise<void> {
  const proxy = started;
  started = null;
  if (proxy) await (await proxy).close();
}
