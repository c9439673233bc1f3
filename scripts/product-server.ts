// Starts the product the way the browser tests do (scripts/e2e-server.ts: a fresh data folder, the test
// admin) for the tools that look at it from outside: the web audit and the screenshot set.
import { spawn, type ChildProcess } from 'node:child_process';

export interface ProductServer {
  url: string;
  stop(): void;
}

/** `AUDIT_URL`-style reuse: with `existing` set, nothing is started and that server is used. */
export async function startProductServer(port: number, data: string, existing?: string): Promise<ProductServer> {
  if (existing) return { url: existing.replace(/\/$/, ''), stop: () => undefined };
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('pnpm', ['exec', 'tsx', 'scripts/e2e-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), NODAL_E2E_DATA: data },
  });
  const stop = () => void child.kill('SIGTERM');
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('the server did not start within 5 minutes');
}
