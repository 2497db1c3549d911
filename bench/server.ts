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

/**
 * The production server (server.mjs, what `npm start` runs) of a build on a port, once it answers; `stop()` ends
 * it. The current checkout's build, or another checkout's (`folder`, built there) to measure beside it.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  folder = process.cwd(),
  nodeArgs: string[] = [],
) {
  // In this process's Node, so stopping the child stops the server (through npm it would outlive the bench).
  const child = spawn(process.execPath, [...nodeArgs, join(folder, 'server.mjs'), '-p', String(port)], {
    cwd: folder,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const origin = `http://localhost:${port}`;
  if (await answers(`${origin}/builds/latest.json`)) return { origin, pid: child.pid!, stop: () => child.kill() };
  child.kill();
  throw new Error(`the server in ${folder} did not answer within 60 s (run \`npm run build\` there first)`);
}

/**
 * A full garbage collection in a server started with `--inspect=127.0.0.1:<inspectorPort>` (through its inspector:
 * `HeapProfiler.collectGarbage`), so the memory read next is what the process keeps, not what it has yet to collect.
 */
export async function collectGarbage(inspectorPort: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error(`no inspector answers on port ${inspectorPort}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  await new Promise<void>((resolve, reject) => {
    socket.onmessage = (message) => (JSON.parse(String(message.data)).id === 1 ? resolve() : undefined);
    socket.onerror = reject;
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  socket.close();
}

/** Whether a server starting up answers `url` with a 2xx within 60 s (asked every half second). */
export async function answers(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * autocannon's `setupClient`: the client stops decoding each response body into a string, which it does only for
 * `expectBody` (unused here). Decoding a compressed, binary body as UTF-8 cost autocannon about four times what the
 * server spent answering it (28 KB of gzip: 2,100 req/s decoded, 8,800 not), so its gzip figures measured itself.
 * Bytes, status codes and latencies are counted as before.
 */
export function bodiesUnread(client: unknown): void {
  (client as { pipelinedRequests: { addBody: (data: unknown) => void } }).pipelinedRequests.addBody = () => {};
}
