// The Neon driver speaks PostgreSQL over WebSocket. A plain server (local, CI, self-hosted) speaks
// TCP, so this relays one to the other, for local processes only. It binds to 127.0.0.1 and relays
// only to the one server it was started for. Plain WebSocket and TCP: no TLS on this path
// (docs/decisions/0003).
import { connect } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface WsProxy {
  /** host:port for the driver's `wsProxy` setting. */
  address: string;
  close(): Promise<void>;
}

/** `target` is the host:port of the one server this relay may reach. */
export function startWsProxy(target: string, port = 0): Promise<WsProxy> {
  return new Promise((resolve, reject) => {
    const server = new WebSocketServer({ host: '127.0.0.1', port });
    server.on('error', reject);
    server.on('connection', (socket: WebSocket, request) => relay(socket, request.url ?? '', target));
    server.on('listening', () => {
      const info = server.address();
      const bound = typeof info === 'object' && info ? info.port : 0;
      resolve({
        address: `127.0.0.1:${bound}`,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
  });
}

function relay(socket: WebSocket, url: string, target: string): void {
  const address = new URL(url, 'http://proxy').searchParams.get('address') ?? '';
  const match = /^(.+):(\d+)$/.exec(address);
  if (!match || address !== target) {
    socket.close(1008, 'address not allowed');
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
