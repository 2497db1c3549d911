/**
 * Faults under load: the reference fleet (scripts/fleet/fleet.ts: nginx, two instances, Redis,
 * PostgreSQL) under a steady load of page views and contact-form posts through nginx, while each fault happens:
 *
 *   restart   one instance SIGTERM (drain), then started again        target: no failed request
 *   kill      the other SIGKILL, then started again                  target: at most 0.1 % failed, none after nginx takes it out
 *   redis     Redis stopped for 30 s, with a publish in the outage   target: pages keep serving; the publish reaches both instances once it is back
 *   postgres  PostgreSQL restarted during the posts                   target: no post lost or stored twice; every failure a 503 with Retry-After, stored when sent again
 *   publish   an editor's text change and the webhook                target: both instances and nginx show it within 5 s, no failed request
 *
 * Then the throughput of a cached page through nginx against one instance directly, and /api/ready/'s latency
 * on an instance serving its cached pages at full load. The content comes from a Contentful stand-in
 * (e2e/cms-switch.ts, in front of a third server on the embedded service) so that an edit can be published.
 *
 *   npm run build && npm run bench:fleet           FLEET_FAULTS=restart,publish for some of them
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { EMBEDDED_SPACE } from '../lib/content/endpoint';
import { startFleet, type Fleet } from '../scripts/fleet/fleet';
import { until } from '../scripts/fleet/services';
import { machine, recordResults, today } from './results';
import { bodiesUnread, freePort, startServer, answers } from './server';

const PAGES = [
  '/en/',
  '/en/events/rome-marathon-2026/',
  '/en/specialjourney/journey-iceland-fire-and-ice/',
  '/en/destinations/',
  '/it/',
  '/en/results/packages/',
  '/en/contact-us/',
];
const PAGE_CLIENTS = 8;
const POST_EVERY_MS = 100;
const only = process.env.FLEET_FAULTS?.split(',').map((name) => name.trim());

type Outcome = {
  at: number;
  kind: 'page' | 'post';
  ok: boolean;
  status: number;
  retryAfter?: string;
  key?: string;
  body?: string;
  retried?: boolean;
};

/** The contact form's post, as the browser sends it, from its own address (the per-client limit counts addresses). */
function post(origin: string, key: string, index: number): Promise<{ status: number; retryAfter?: string }> {
  const { hostname, port } = new URL(origin);
  const body = JSON.stringify({
    name: 'Ada Lovelace',
    email: `ada+${index}@example.com`,
    phone: '',
    subject: 'Fleet drill',
    message: `Post ${index} of the fleet drill.`,
    consent: true,
    locale: 'en',
    homepage: '',
    idempotencyKey: key,
  });
  return new Promise((resolve) => {
    const outgoing = request(
      {
        host: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path: '/api/contact/',
        method: 'POST',
        agent: false,
        localAddress: `127.1.${(index >> 8) & 255}.${index & 255 || 1}`,
        headers: {
          'content-type': 'application/json',
          origin,
          host: `localhost:${port}`,
          'content-length': Buffer.byteLength(body),
        },
        timeout: 15_000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }),
        );
      },
    );
    outgoing.on('error', () => resolve({ status: 0 }));
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.end(body);
  });
}

let postIndex = 0;

/** Page views (PAGE_CLIENTS at a time) and a post every POST_EVERY_MS through nginx, until `stop()`. */
function steadyLoad(origin: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  /**
   * A page view as a browser makes it: a request on a kept-alive connection that the server closed before any answer
   * (nginx closes its idle connections when it reloads) is sent again once, on a new connection, as browsers do for
   * an idempotent request (RFC 9110, 9.2.2). Counted apart (`retried`).
   */
  const view = async (path: string) => {
    const response = await fetch(origin + path, { signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.status;
  };
  const pageLoops = Array.from({ length: PAGE_CLIENTS }, async (_, client) => {
    for (let index = client; running; index += 1) {
      const path = PAGES[index % PAGES.length]!;
      const at = Date.now();
      let retried = false;
      try {
        let status: number;
        try {
          status = await view(path);
        } catch (error) {
          if ((error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
          retried = true;
          status = await view(path);
        }
        outcomes.push({ at, kind: 'page', ok: status === 200, status, retried });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        outcomes.push({
          at,
          kind: 'page',
          ok: false,
          status: 0,
          retried,
          body: `${path}: ${cause?.code ?? cause?.message ?? String(error)} after ${Date.now() - at} ms`,
        });
      }
    }
  });
  const postLoop = (async () => {
    const pending: Promise<void>[] = [];
    while (running) {
      const key = randomUUID();
      const index = (postIndex += 1);
      const at = Date.now();
      pending.push(
        post(origin, key, index).then(
          ({ status, retryAfter }) =>
            void outcomes.push({
              at,
              kind: 'post',
              ok: status === 201 || status === 200,
              status,
              retryAfter,
              key,
              body: String(index),
            }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, POST_EVERY_MS));
    }
    await Promise.all(pending);
  })();
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all([...pageLoops, postLoop]);
      return outcomes;
    },
  };
}

type Row = { fault: string; made: number; failed: number; lost: number; note: string; met: boolean };

/** Every post answered "sent" is a row; every post that failed, sent again, is stored; no key twice. */
async function postsKept(
  fleet: Fleet,
  outcomes: Outcome[],
): Promise<{ lost: number; twice: number; resent: number; resentFailed: number }> {
  const posts = outcomes.filter((outcome) => outcome.kind === 'post');
  let resentFailed = 0;
  for (const failed of posts.filter((outcome) => !outcome.ok)) {
    const again = await post(fleet.origin, failed.key!, Number(failed.body));
    if (again.status !== 201 && again.status !== 200) resentFailed += 1;
  }
  const client = new pg.Client({ connectionString: fleet.postgres.url });
  await client.connect();
  const { rows } = await client.query<{ idempotency_key: string; count: string }>(
    'select idempotency_key, count(*) from contact_requests group by idempotency_key',
  );
  await client.end();
  const stored = new Map(rows.map((row) => [row.idempotency_key, Number(row.count)]));
  const lost = posts.filter((outcome) => !stored.has(outcome.key!)).length;
  const twice = posts.filter((outcome) => (stored.get(outcome.key!) ?? 0) > 1).length;
  return { lost, twice, resent: posts.filter((outcome) => !outcome.ok && outcome.status === 503).length, resentFailed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publish(
  fleet: Fleet,
  standIn: string,
  edit: { from: string; to: string },
  sys: { id: string; contentType: string },
) {
  const edited = await fetch(`${standIn}/__cms/edit`, { method: 'POST', body: JSON.stringify(edit) });
  if (!edited.ok) throw new Error(`stand-in edit: ${edited.status}`);
  const hook = await fetch(`${fleet.origin}/api/revalidate/`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': fleet.secrets.revalidate, 'content-type': 'application/json' },
    body: JSON.stringify({ sys: { type: 'Entry', id: sys.id, contentType: { sys: { id: sys.contentType } } } }),
  });
  if (!hook.ok) throw new Error(`webhook: ${hook.status} ${await hook.text()}`);
}

/** Milliseconds until `origin + path` shows `text` (asked every 100 ms), or undefined after `ms`. */
async function shows(url: string, text: string, since: number, ms: number): Promise<number | undefined> {
  let last = '';
  while (Date.now() - since < ms) {
    const page = await fetch(url).then(
      async (response) => {
        last = `${response.status} ${response.headers.get('x-nextjs-cache')} age ${response.headers.get('age')} x-cache ${response.headers.get('x-cache')} ${/<h1[^>]*>([^<]*)</.exec(await response.clone().text())?.[1]}`;
        return response.text();
      },
      () => '',
    );
    if (page.includes(text)) return Date.now() - since;
    await sleep(100);
  }
  console.info(`  ${url} never showed "${text}": ${last}`);
  return undefined;
}

/** The page's first heading, to edit. */
async function headingOf(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const heading = /<h1[^>]*>([^<]{4,})<\/h1>/.exec(html)?.[1];
  if (!heading) throw new Error(`no heading on ${url}`);
  return heading;
}

/**
 * Next's page cache on disk (.next/server/route-cache/) holds what earlier runs rendered, edits included, and the
 * instances share it: each run starts and ends without it.
 */
const dropRenderedPages = () =>
  rmSync(join(process.cwd(), '.next/server/route-cache'), { recursive: true, force: true });

async function main() {
  dropRenderedPages();
  const [cmsPort, standInPort, port, a, b, redisPort, postgresPort] = await Promise.all(
    Array.from({ length: 7 }, () => freePort()),
  );
  const previewToken = randomBytes(24).toString('hex');
  const cms = await startServer(cmsPort!, {
    EMBEDDED_PREVIEW_TOKEN: previewToken,
    CONTENT_API_REQUESTS_PER_MINUTE: '100000',
    DATA_DIR: '.data/bench-fleet-cms',
  });
  const standInProcess = spawn(
    join(process.cwd(), 'node_modules/.bin/tsx'),
    ['e2e/cms-switch.ts', String(standInPort), cms.origin],
    { stdio: 'ignore' },
  );
  const standIn = `http://127.0.0.1:${standInPort}`;
  if (!(await answers(`${standIn}/__cms/health`))) throw new Error('the CMS stand-in did not start');
  const fleet = await startFleet({
    port,
    instancePorts: [a!, b!],
    redisPort,
    postgresPort,
    env: {
      CONTENT_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: EMBEDDED_SPACE.spaceId,
      CONTENTFUL_ENVIRONMENT: EMBEDDED_SPACE.environmentId,
      CONTENTFUL_DELIVERY_TOKEN: EMBEDDED_SPACE.deliveryToken,
      CONTENTFUL_PREVIEW_TOKEN: previewToken,
      CONTENTFUL_GRAPHQL_URL: standIn,
    },
  });
  const rows: Row[] = [];
  const throughput: string[] = [];
  try {
    // Warm: every page in nginx and in both instances.
    for (const path of PAGES)
      for (const origin of [fleet.origin, ...fleet.instances.map((instance) => instance.origin)])
        await (await fetch(origin + path)).arrayBuffer();
    const [first, second] = fleet.instances as [Fleet['instances'][0], Fleet['instances'][0]];

    const drill = async (
      fault: string,
      act: () => Promise<{ note: string; met: (failed: Outcome[], made: number) => boolean }>,
    ) => {
      if (only && !only.includes(fault)) return;
      console.info(`fleet: ${fault}`);
      const load = steadyLoad(fleet.origin);
      await sleep(2000);
      const { note, met } = await act();
      await sleep(2000);
      const outcomes = await load.stop();
      const failed = outcomes.filter((outcome) => !outcome.ok);
      for (const outcome of failed.filter((failure) => failure.kind === 'page').slice(0, 10))
        console.info(`  failed at ${new Date(outcome.at).toISOString()}: ${outcome.status} ${outcome.body ?? ''}`);
      for (const event of fleet.health)
        console.info(
          `  health ${new Date(event.at).toISOString()}: ready ${event.ready.join(',')}; nginx sends to ${event.inRotation.join(',')}`,
        );
      const kept = await postsKept(fleet, outcomes);
      const retries = outcomes.filter((outcome) => outcome.retried).length;
      const statuses = [...new Set(failed.map((outcome) => `${outcome.kind} ${outcome.status || 'error'}`))].join(', ');
      rows.push({
        fault,
        made: outcomes.length,
        failed: failed.length,
        lost: kept.lost,
        note: `${note}${kept.resent ? `; ${kept.resent} posts answered 503 with Retry-After, then stored when sent again` : ''}${retries ? `; ${retries} page views sent again on a new connection (closed by an nginx reload)` : ''}${statuses ? `; failures: ${statuses}` : ''}${kept.twice ? `; ${kept.twice} stored twice` : ''}${kept.resentFailed ? `; ${kept.resentFailed} failed again when sent again` : ''}`,
        met: met(failed, outcomes.length) && kept.lost === 0 && kept.twice === 0 && kept.resentFailed === 0,
      });
      console.info(rows.at(-1));
    };

    await drill('restart', async () => {
      await first.stop('SIGTERM');
      await first.start();
      return { note: 'SIGTERM, 3 s drain, exit, started again, ready', met: (failed) => failed.length === 0 };
    });

    await drill('kill', async () => {
      const killedAt = Date.now();
      await second.stop('SIGKILL');
      await until(
        () => fleet.health.some((event) => event.at > killedAt && !event.inRotation.includes(second.port)),
        10_000,
        'nginx kept the killed instance',
      );
      const outAt = fleet.health.find((event) => event.at > killedAt && !event.inRotation.includes(second.port))!.at;
      await sleep(3000);
      await second.start();
      return {
        note: `SIGKILL; out of nginx's upstream after ${outAt - killedAt} ms; started again`,
        met: (failed, made) => failed.length <= 0.001 * made && failed.every((outcome) => outcome.at < outAt),
      };
    });

    await drill('redis', async () => {
      const page = '/en/events/rome-marathon-2026/';
      const heading = await headingOf(fleet.origin + page);
      const edit = { from: heading, to: `${heading} (published in the outage)` };
      await fleet.redis.stop();
      await sleep(5000);
      await publish(fleet, standIn, edit, { id: 'landing-rome-marathon-2026', contentType: 'landing' });
      await sleep(25_000);
      await fleet.redis.start();
      const back = Date.now();
      const late = await Promise.all(
        fleet.instances.map((instance) => shows(instance.origin + page, edit.to, back, 15_000)),
      );
      return {
        note: `stopped 30 s; a publish 5 s in reached both instances ${late.map((ms) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`)).join(' and ')} after Redis was back`,
        met: (failed) => failed.length === 0 && late.every((ms) => ms !== undefined),
      };
    });

    await drill('postgres', async () => {
      await sleep(1000);
      // A restart with the server away for 3 s (a fast restart alone is over between two posts).
      await fleet.postgres.stop();
      await sleep(3000);
      await fleet.postgres.start();
      return {
        note: 'stopped (pg_ctl -m fast) during the posts and started 3 s later; every post that failed sent again with its idempotency key',
        met: (failed) =>
          failed.every(
            (outcome) => outcome.kind === 'post' && outcome.status === 503 && outcome.retryAfter !== undefined,
          ),
      };
    });

    await drill('publish', async () => {
      const page = '/en/specialjourney/journey-iceland-fire-and-ice/';
      const heading = await headingOf(fleet.origin + page);
      const edit = { from: heading, to: `${heading} (just published)` };
      const since = Date.now();
      await publish(fleet, standIn, edit, { id: 'journey-iceland-fire-and-ice', contentType: 'specialJourney' });
      const seen = await Promise.all(
        [...fleet.instances.map((instance) => instance.origin), fleet.origin].map((origin) =>
          shows(origin + page, edit.to, since, 10_000),
        ),
      );
      return {
        note: `shown by the instances and nginx after ${seen.map((ms) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`)).join(', ')}`,
        met: (failed) => failed.length === 0 && seen.every((ms) => ms !== undefined && ms <= 5000),
      };
    });

    // Throughput of a cached page: nginx, then one instance directly; /api/ready/ on an instance under full load.
    if (!only || only.includes('throughput')) {
      const headers = { 'accept-encoding': 'gzip' };
      const run = (url: string, duration = 10) =>
        autocannon({ url, connections: 20, duration, headers, setupClient: bodiesUnread });
      // Warmed up first (the first seconds of a run on an idle machine came out at half speed), then in turns, the median of three.
      await run(`${fleet.origin}/en/`, 3);
      await run(`${first.origin}/en/`, 3);
      const rounds: { nginx: autocannon.Result; direct: autocannon.Result }[] = [];
      for (let round = 0; round < 3; round += 1)
        rounds.push({ nginx: await run(`${fleet.origin}/en/`, 5), direct: await run(`${first.origin}/en/`, 5) });
      const median = (results: autocannon.Result[]) =>
        results.sort((x, y) => x.requests.average - y.requests.average)[1]!;
      const viaNginx = median(rounds.map((round) => round.nginx));
      const direct = median(rounds.map((round) => round.direct));
      // Asked from a process of its own (this one is busy running autocannon, and its delays would count), at a higher
      // priority where the OS allows it (a balancer's probe comes from another machine, not from one whose two cores
      // the load and the server already fill), in turns with a static file of the same server: the floor of any
      // answer of that server under that load, measured the same way.
      const staticFile = `/_next/static/chunks/${readdirSync(join(process.cwd(), '.next/static/chunks')).find((name) => name.endsWith('.js'))}`;
      const sampler = spawn(
        process.getuid?.() === 0 ? 'nice' : process.execPath,
        [
          ...(process.getuid?.() === 0 ? ['-n', '-10', process.execPath] : []),
          '-e',
          `const urls = process.argv.slice(1), times = urls.map(() => []); let on = true; setTimeout(() => (on = false), 9000);
          (async () => { for (let i = 0; on; i += 1) { const t = performance.now(); await (await fetch(urls[i % 2])).arrayBuffer(); times[i % 2].push(performance.now() - t); await new Promise((r) => setTimeout(r, 10)); }
          process.stdout.write(JSON.stringify(times)); })();`,
          `${first.origin}/api/ready/`,
          `${first.origin}${staticFile}`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let sampled = '';
      sampler.stdout!.on('data', (chunk: Buffer) => (sampled += chunk));
      const samplerDone = new Promise((resolve) => sampler.once('exit', resolve));
      await run(`${first.origin}/en/`);
      await samplerDone;
      const [readiness, floor] = JSON.parse(sampled) as [number[], number[]];
      floor.sort((x, y) => x - y);
      readiness.sort((x, y) => x - y);
      const p99 = readiness[Math.floor(readiness.length * 0.99)]!;
      throughput.push(
        `${Math.round(viaNginx.requests.average)} (${viaNginx.latency.p99})`,
        `${Math.round(direct.requests.average)} (${direct.latency.p99})`,
        `${((100 * viaNginx.requests.average) / direct.requests.average).toFixed(0)} %`,
        `${readiness[Math.floor(readiness.length / 2)]!.toFixed(1)} / ${p99.toFixed(1)} (${readiness.length} asked)`,
        `${floor[Math.floor(floor.length / 2)]!.toFixed(1)} / ${floor[Math.floor(floor.length * 0.99)]!.toFixed(1)}`,
      );
      console.info(throughput.join('\n'));
    }
  } finally {
    await fleet.stop();
    standInProcess.kill();
    cms.stop();
    dropRenderedPages();
  }

  const columns = ['date', 'fault', 'requests made', 'failed', 'posts lost', 'what happened', 'target met', 'machine'];
  const cells = rows.map((row) => [
    today(),
    row.fault,
    String(row.made),
    String(row.failed),
    String(row.lost),
    row.note,
    row.met ? 'yes' : 'NO',
    machine(),
  ]);
  console.table(rows);
  recordResults({
    heading: 'Fleet: faults under load',
    intro: `\`npm run bench:fleet\`: nginx (deploy/nginx.conf) in front of two instances (SHARED_CACHE_MAX_AGE=2, SHUTDOWN_DRAIN_SECONDS=3) with a Redis and a PostgreSQL of their own, content from the Contentful stand-in; ${PAGE_CLIENTS} clients viewing ${PAGES.length} pages and a contact-form post every ${POST_EVERY_MS} ms through nginx during each fault. A failed request: an error or a status other than 200 (201 for a post).`,
    columns,
    rows: cells,
  });
  if (throughput.length > 0) {
    recordResults({
      heading: 'Fleet: a cached page through nginx',
      intro:
        '`npm run bench:fleet`: autocannon, 20 connections, gzip, after 3 s of warm-up each: home through nginx and from one instance directly, 5 s each in three rounds (the median), then 10 s on the instance while another process (nice -10) asks its /api/ready/ and a static file of the same server in turns, every 10 ms.',
      columns: [
        'date',
        'nginx req/s (p99 ms)',
        'one instance req/s (p99 ms)',
        'nginx / instance',
        '/api/ready/ under load p50 / p99 ms',
        'a static file the same way p50 / p99 ms',
        'machine',
      ],
      rows: [[today(), ...throughput, machine()]],
    });
  }
  if (rows.some((row) => !row.met)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
