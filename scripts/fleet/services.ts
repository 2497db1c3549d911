/**
 * The fleet's own Redis and PostgreSQL (scripts/fleet/fleet.ts): servers of this run, on ports of their own, in
 * the fleet's folder, so that a fault drill can stop and start them without touching the machine's services.
 * Debian's packages provide the programs (installed where they are missing, as `.ci/run` does for Chromium).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;

/** Installs Debian's packages that provide the missing commands (with sudo when not root). */
export function ensurePackages(needed: { command: string; pkg: string }[]): void {
  const missing = needed
    .filter(({ command }) => spawnSync('sh', ['-c', `command -v ${command} || test -x ${command}`]).status !== 0)
    .map(({ pkg }) => pkg);
  if (missing.length === 0) return;
  console.info(`fleet: installing Debian's ${missing.join(' ')}`);
  const sudo = isRoot ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing],
  ]) {
    const run = spawnSync(sudo[0] ?? args[0]!, [...sudo.slice(1), ...(sudo.length ? args : args.slice(1))], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (run.status !== 0) throw new Error(`fleet: could not install ${missing.join(' ')}`);
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Waits until `check` is true (every 100 ms), or throws after `ms`. */
export async function until(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`fleet: ${what} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves when the child process has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export type Service = { port: number; url: string; start(): Promise<void>; stop(): Promise<void> };

/** A redis-server of the fleet's own, keeping nothing on disk. */
export function redisService(port: number): Service {
  let child: ChildProcess | undefined;
  const service: Service = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await until(() => listening(port), 10_000, `redis-server did not answer on ${port}`);
    },
    async stop() {
      if (!child) return;
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
      child = undefined;
    },
  };
  return service;
}

/** Debian's PostgreSQL programs (the newest version installed). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('fleet: PostgreSQL is not installed (Debian package postgresql)');
  return join(root, version, 'bin');
}

/** Runs a PostgreSQL program as the `postgres` user when this process is root (PostgreSQL refuses root). */
function asPostgres(program: string, args: string[]) {
  const [command, ...rest] = isRoot ? ['runuser', '-u', 'postgres', '--', program, ...args] : [program, ...args];
  const run = spawnSync(command!, rest, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`fleet: ${program} ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
}

/** A PostgreSQL cluster of the fleet's own in `folder` (made on first start; trust authentication on 127.0.0.1). */
export function postgresService(port: number, folder: string): Service {
  const bin = postgresBin();
  const data = join(folder, 'data');
  const pgCtl = (...args: string[]) => asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '30', ...args]);
  const options = ['-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`];
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      if (!existsSync(data)) {
        mkdirSync(folder, { recursive: true });
        if (isRoot) {
          const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
          const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
          chownSync(folder, Number(ids.stdout), Number(gid.stdout));
        }
        asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
      }
      pgCtl(...options, '-l', join(folder, 'log'), 'start');
    },
    async stop() {
      pgCtl('-m', 'fast', 'stop');
    },
  };
}
