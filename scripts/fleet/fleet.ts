/**
 * The reference fleet (`npm run fleet`, and `npm run bench:fleet` for its fault drills): Debian's nginx as the load
 * balancer and shared cache (deploy/nginx.conf) in front of two production instances of this build (server.mjs),
 * sharing a Redis and a PostgreSQL of the fleet's own. Everything runs in one folder and stops with the fleet.
 *
 * Health checks: nginx (without its commercial module) cannot ask an instance itself, so the fleet asks each
 * instance's `/api/ready/` every second and writes those it keeps into nginx's upstream (a graceful reload when that
 * changes), as an orchestrator takes a pod out of its service: one that is gone (connection refused) or draining
 * goes out at once, one that answers "not ready" after UNREADY_THRESHOLD checks in a row (a purge's renders can keep
 * a process from answering in time for a moment), and a ready one comes back at once. When none is kept (a shared part
 * down, Redis or PostgreSQL), every instance stays in: they still serve their cached pages, and refusing everyone
 * helps nobody.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { MAX_REQUEST_BODY_BYTES } from '../../lib/http/request-size.mjs';
import { ensurePackages, exited, listening, postgresService, redisService, until, type Service } from './services';

/** The checkout whose build runs (npm runs its scripts from there). */
const ROOT = process.cwd();
const NGINX_TEMPLATE = join(ROOT, 'deploy', 'nginx.conf');
const CHECK_EVERY_MS = 1000;
const CHECK_TIMEOUT_MS = 500;

export type Instance = {
  port: number;
  origin: string;
  /** Starts the instance and waits until it answers /api/ready/ with 200. */
  start(): Promise<void>;
  /** SIGTERM (drain, then exit) or SIGKILL; resolves when the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
};

export type HealthEvent = { at: number; ready: number[]; inRotation: number[] };

export type Fleet = {
  origin: string;
  instances: Instance[];
  redis: Service;
  postgres: Service;
  /** The webhook's secret and the metrics token of this run. */
  secrets: { revalidate: string; metrics: string };
  /** Each change of the instances nginx sends to, with when it was made. */
  health: HealthEvent[];
  stop(): Promise<void>;
};

export type FleetOptions = {
  port?: number;
  instancePorts?: number[];
  redisPort?: number;
  postgresPort?: number;
  /** Seconds nginx may keep a page (the instances' SHARED_CACHE_MAX_AGE). */
  sharedMaxAge?: number;
  /** More environment for every instance (another content source, limits). */
  env?: Record<string, string>;
};

/** nginx's configuration for this fleet: deploy/nginx.conf with its values in double braces filled in. */
export function nginxConfig(values: { dir: string; listen: string }): string {
  const filled: Record<string, string> = {
    DIR: values.dir,
    LISTEN: values.listen,
    MAX_BODY_BYTES: String(MAX_REQUEST_BODY_BYTES),
  };
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (!(name in filled)) throw new Error(`deploy/nginx.conf: no value for {{${name}}}`);
    return filled[name]!;
  });
}

/**
 * nginx's upstream servers: the instances the checks keep in, or every instance when none is. A refused connection
 * or a timeout takes a server out for 2 s at once (nginx's own passive check), until the next check decides.
 */
export function upstreamServers(ports: number[], kept: number[]): { conf: string; inRotation: number[] } {
  const inRotation = kept.length > 0 ? ports.filter((port) => kept.includes(port)) : ports;
  const conf =
    ports
      .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${inRotation.includes(port) ? '' : ' down'};`)
      .join('\n') + '\n';
  return { conf, inRotation };
}

/**
 * What an instance's /api/ready/ says: `ready`; `gone` (no connection: stopped or killed) or `draining` (SIGTERM
 * received), both final; `unready` (503 for a part, or no answer in time), which may pass (a purge's renders
 * keeping the process busy for a moment).
 */
export type Check = 'ready' | 'gone' | 'draining' | 'unready';

async function check(origin: string): Promise<Check> {
  try {
    const response = await fetch(`${origin}/api/ready/`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    // `{ status }` is what the route tells anyone (lib/ops/routes.ts): all a load balancer needs.
    const body = (await response.json().catch(() => ({}))) as { status?: string };
    if (response.status === 200) return 'ready';
    return body.status === 'draining' ? 'draining' : 'unready';
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'gone' : 'unready';
  }
}

/** Checks in a row an instance must fail with `unready` before nginx stops sending to it. */
export const UNREADY_THRESHOLD = 3;

/**
 * Whether each instance stays in nginx's upstream after a round of checks: a ready one comes (back) in; a gone or
 * draining one goes out at once; an unready one after UNREADY_THRESHOLD checks in a row while another is ready.
 * When none is ready (a shared part down: each says so, a check or two apart), every one that still answers stays
 * in, so that nginx is not reloaded back and forth.
 */
export function nextRotation(
  previous: { inRotation: boolean; unready: number }[],
  checks: Check[],
): { inRotation: boolean; unready: number }[] {
  const anyReady = checks.includes('ready');
  return checks.map((result, index) => {
    const before = previous[index] ?? { inRotation: true, unready: 0 };
    if (result === 'ready') return { inRotation: true, unready: 0 };
    if (result === 'gone' || result === 'draining') return { inRotation: false, unready: 0 };
    // Checks made while none was ready do not count: when the shared part is back, each gets its own count.
    if (!anyReady) return { inRotation: true, unready: 0 };
    const unready = before.unready + 1;
    return { inRotation: before.inRotation && unready < UNREADY_THRESHOLD, unready };
  });
}

/**
 * An instance's own checkout in the fleet's folder, as on a machine of its own: the project's files linked, the build
 * linked but for `.next/server`, copied, where Next keeps the pages it renders (its page cache on local disk). Sharing
 * that folder would hand one instance's renders to the other without a purge, which a fleet of machines never does.
 */
function instanceFolder(dir: string, port: number): string {
  const folder = join(dir, `site-${port}`);
  mkdirSync(join(folder, '.next'), { recursive: true });
  for (const name of readdirSync(ROOT))
    if (name !== '.next' && name !== '.data') symlinkSync(join(ROOT, name), join(folder, name));
  for (const name of readdirSync(join(ROOT, '.next')))
    if (name !== 'server') symlinkSync(join(ROOT, '.next', name), join(folder, '.next', name));
  cpSync(join(ROOT, '.next', 'server'), join(folder, '.next', 'server'), {
    recursive: true,
    filter: (source) => basename(source) !== 'route-cache',
  });
  return folder;
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) throw new Error('fleet: no build here: run `npm run build` first');
  ensurePackages([
    { command: 'nginx', pkg: 'nginx' },
    { command: 'redis-server', pkg: 'redis-server' },
    { command: '/usr/lib/postgresql', pkg: 'postgresql' },
  ]);
  const port = options.port ?? 8080;
  const instancePorts = options.instancePorts ?? [3001, 3002];
  const dir = mkdtempSync(join(tmpdir(), 'fleet-'));
  // nginx's workers and PostgreSQL run as other users: they need to reach the folder.
  chmodSync(dir, 0o755);
  const secrets = { revalidate: randomBytes(24).toString('hex'), metrics: randomBytes(24).toString('hex') };
  const redis = redisService(options.redisPort ?? 6390);
  const postgres = postgresService(options.postgresPort ?? 5440, join(dir, 'postgres'));
  for (const service of [redis, postgres]) {
    if (await listening(service.port)) throw new Error(`fleet: port ${service.port} is taken`);
  }
  await Promise.all([redis.start(), postgres.start()]);

  const origin = `http://localhost:${port}`;
  const instanceEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    SITE_URL: origin,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: `fleet-${port}`,
    DATABASE_URL: postgres.url,
    TRUSTED_PROXY_HOPS: '1',
    SHARED_CACHE_MAX_AGE: String(options.sharedMaxAge ?? 2),
    // Two health checks' worth: nginx stops sending before the listener closes.
    SHUTDOWN_DRAIN_SECONDS: '3',
    REVALIDATE_SECRET: secrets.revalidate,
    METRICS_TOKEN: secrets.metrics,
    ...options.env,
  };
  const instances: Instance[] = instancePorts.map((instancePort) => {
    let child: ChildProcess | undefined;
    const instanceOrigin = `http://localhost:${instancePort}`;
    const folder = instanceFolder(dir, instancePort);
    return {
      port: instancePort,
      origin: instanceOrigin,
      async start() {
        const running = spawn(process.execPath, [join(ROOT, 'server.mjs'), '-p', String(instancePort)], {
          cwd: folder,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...instanceEnv, DATA_DIR: join(dir, `data-${instancePort}`) },
        });
        child = running;
        await until(
          async () => {
            if (running.exitCode !== null)
              throw new Error(`fleet: the instance on ${instancePort} exited with ${running.exitCode}`);
            return (await check(instanceOrigin)) === 'ready';
          },
          90_000,
          `the instance on ${instancePort} was not ready`,
        );
      },
      async stop(signal = 'SIGTERM') {
        if (!child) return;
        const done = exited(child);
        child.kill(signal);
        await done;
        child = undefined;
      },
    };
  });
  // One at a time: the first runs the data store's migrations.
  for (const instance of instances) await instance.start();

  // nginx, with every instance in its upstream to begin with (all are ready).
  const health: HealthEvent[] = [];
  let current = upstreamServers(instancePorts, instancePorts);
  writeFileSync(join(dir, 'upstreams.conf'), current.conf);
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig({ dir, listen: `127.0.0.1:${port}` }));
  const nginxArgs = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  const test = spawnSync('nginx', [...nginxArgs, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`fleet: nginx refused its configuration: ${test.stderr}`);
  const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await until(() => listening(port), 10_000, `nginx did not answer on ${port}`);
  health.push({ at: Date.now(), ready: instancePorts, inRotation: current.inRotation });

  // The health checks: every second, each instance's /api/ready/.
  let checking = true;
  let states = instances.map(() => ({ inRotation: true, unready: 0 }));
  const checks = (async () => {
    while (checking) {
      const started = Date.now();
      const answers = await Promise.all(instances.map((instance) => check(instance.origin)));
      states = nextRotation(states, answers);
      const ready = instancePorts.filter((_, index) => answers[index] === 'ready');
      const next = upstreamServers(
        instancePorts,
        instancePorts.filter((_, index) => states[index]!.inRotation),
      );
      if (checking && next.conf !== current.conf) {
        current = next;
        writeFileSync(join(dir, 'upstreams.conf'), next.conf);
        nginx.kill('SIGHUP');
        health.push({ at: Date.now(), ready, inRotation: next.inRotation });
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, CHECK_EVERY_MS - (Date.now() - started))));
    }
  })();

  return {
    origin,
    instances,
    redis,
    postgres,
    secrets,
    health,
    async stop() {
      checking = false;
      await checks;
      const done = exited(nginx);
      nginx.kill('SIGQUIT');
      await done;
      await Promise.all(instances.map((instance) => instance.stop('SIGKILL')));
      await Promise.all([redis.stop(), postgres.stop().catch(() => undefined)]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
