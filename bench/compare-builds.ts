/**
 * Serving throughput of several builds side by side, interleaved (a CSP design against none). On a
 * machine others share, runs one after the other differ by up to 2x; rotating short runs between builds that
 * serve at the same time lets the other load fall on all of them alike. Prints the median req/s (p99) per page
 * and build, and each build's share of the first's. Nothing is appended to RESULTS.md: copy what you keep.
 *
 *   BUILDS="no CSP=/work/base,hashes=/work/wt-csp" npm run bench:compare
 *   ROUNDS=5 SECONDS=5 PAGES=/en/,/en/destinations/ ENCODING=gzip ...   (ENCODING: the Accept-Encoding sent; none by default)
 *
 * Each folder is a checkout with `npm ci` and `npm run build` done.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { answers, bodiesUnread, freePort } from './server';

const SECONDS = Number(process.env.SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PAGES = (
  process.env.PAGES ??
  '/en/,/en/events/rome-marathon-2026/,/en/specialjourney/journey-iceland-fire-and-ice/,/en/destinations/,/en/results/packages/'
).split(',');

const HEADERS: Record<string, string> = process.env.ENCODING ? { 'accept-encoding': process.env.ENCODING } : {};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const builds = (process.env.BUILDS ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name, dir] = entry.split('=');
      if (!name || !dir) throw new Error('BUILDS="name=folder,name=folder"');
      return { name, dir };
    });
  if (builds.length < 2) throw new Error('BUILDS needs at least two builds: BUILDS="no CSP=/path/a,hashes=/path/b"');
  const servers = await Promise.all(
    builds.map(async (build) => {
      const port = await freePort();
      // Each build's own production server: server.mjs where it has one, else `next start` (builds before the page store).
      const entry = existsSync(join(build.dir, 'server.mjs'))
        ? [join(build.dir, 'server.mjs')]
        : [join(build.dir, 'node_modules/next/dist/bin/next'), 'start'];
      const child = spawn(process.execPath, [...entry, '-p', String(port)], {
        cwd: build.dir,
        stdio: 'ignore',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      });
      return { ...build, origin: `http://localhost:${port}`, child };
    }),
  );
  try {
    for (const server of servers) {
      if (!(await answers(`${server.origin}/builds/latest.json`)))
        throw new Error(`${server.name}: next start did not answer within 60 s`);
    }
    for (const page of PAGES) {
      const runs = new Map(servers.map((server) => [server.name, [] as { rps: number; p99: number }[]]));
      for (const server of servers)
        await autocannon({
          url: server.origin + page,
          connections: 20,
          duration: 2,
          headers: HEADERS,
          setupClient: bodiesUnread,
        });
      for (let round = 0; round < ROUNDS; round += 1) {
        for (let index = 0; index < servers.length; index += 1) {
          const server = servers[(index + round) % servers.length]!;
          const result = await autocannon({
            url: server.origin + page,
            connections: 20,
            duration: SECONDS,
            headers: HEADERS,
            setupClient: bodiesUnread,
          });
          runs.get(server.name)!.push({ rps: result.requests.average, p99: result.latency.p99 });
        }
      }
      const first = median(runs.get(servers[0]!.name)!.map((run) => run.rps));
      const cells = servers.map((server) => {
        const mine = runs.get(server.name)!;
        const rps = median(mine.map((run) => run.rps));
        return `${server.name} ${Math.round(rps)} req/s (p99 ${median(mine.map((run) => run.p99))} ms, ${Math.round((100 * rps) / first)} %; runs ${mine.map((run) => Math.round(run.rps)).join('/')})`;
      });
      console.log(`${page}: ${cells.join(' | ')}`);
    }
  } finally {
    for (const server of servers) server.child.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
