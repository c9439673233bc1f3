// `pnpm db:relay`: the WebSocket relay that lets functions served by Netlify's own tools (`netlify
// dev`) reach the PostgreSQL server of DATABASE_URL through the Neon driver, as they reach Neon in
// production. Prints the NEON_WS_PROXY value to give `netlify dev`, then relays until stopped.
// RELAY_PORT fixes the port (any free one by default).
import { relayTarget, startWsProxy } from '@nodal/db/local';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('db:relay needs DATABASE_URL (postgres://…), the server to relay to');
  process.exit(1);
}
const relay = await startWsProxy(relayTarget(url), Number(process.env.RELAY_PORT ?? 0));
console.log(`NEON_WS_PROXY=${relay.address}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void relay.close().then(() => process.exit(0)));
}
