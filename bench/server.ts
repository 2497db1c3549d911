import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A TCP port nobody listens on. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `next start` of the current build on a port, once it answers; `stop()` ends it. */
export async function startServer(port: number, env: Record<string, string> = {}) {
  // Next's own CLI in this process's Node, so stopping the child stops the server (through npx it would outlive the bench).
  const child = spawn(process.execPath, [join(process.cwd(), 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const origin = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/builds/latest.json`)).ok) return { origin, stop: () => child.kill() };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('next start did not answer within 60 s (run `npm run build` first)');
}
