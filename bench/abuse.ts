/**
 * Abuse benchmark: what one client can do to everyone else. After `npm run build`, starts the
 * production server and measures the cached home page's latency (autocannon, 10 connections) alone, then while
 * one client sends, one after another as fast as the server answers, the worst request each public endpoint
 * accepts:
 *
 * - GraphQL: the largest filter the embedded content endpoint takes (nested `OR`s up to its input bounds), and
 *   the 1 MB, 30,000-entry `OR` of the issue (refused before it is read);
 * - images: the most expensive transform the Images API accepts (AVIF at quality 100, the largest size it
 *   takes, a new size each time so none is cached), and the issue's 4000 x 4000 AVIF at q=99;
 * - forms: the largest contact and catalogue bodies (every field at its maximum);
 * - sign-in failures on one account;
 * - the introspection bomb: 30 aliases of the whole `__schema` in one GraphQL query, and the size of the
 *   answer (target: at most 1 MB);
 * - a 201 KB body sent without a length (`Transfer-Encoding: chunked`) whose first 64 KB are a whole valid JSON
 *   document, to the content endpoint and to the revalidation webhook (target: 413, not what the first 64 KB ask);
 * - a form POSTed to the home page (target: 405 without a render);
 * - a walk through the results' filter states (destination x categories x month x duration x sort, each new and
 *   valid): first alone until the first 429 (at most one more than RESULTS_STATES_PER_MINUTE, default 60), then
 *   measured as the others (target: 429 with Retry-After past the client's limit, home p99 at most 2x).
 *
 * Then walks RESULTS_STATES distinct filter states of the results (`?min=1001`, `?min=1002`, ...; default 2,000) on a
 * server whose page cache may take PAGE_DISK_CACHE_MB (default here 32) of disk, and records the disk the page
 * cache's folder takes and the process's resident memory after the first hundred and at the end, each read after a
 * full garbage collection asked for through the server's inspector (targets: disk within the budget, memory within
 * 1.5x). Read without it, the resident memory also counts garbage V8 has not yet collected: up to a few hundred MB
 * more, given back at the next major collection.
 *
 * Each abuse comes from a client address of its own (`X-Forwarded-For` through one trusted proxy), so a per-client
 * limit one abuse ran into does not answer the next one's requests.
 *
 * For each abuse: the home page's p50 and p99 beside its figures alone (target: p99 at most 2x), what the abuser got
 * (statuses, and for some what came with them), and the main thread's CPU time per abusive request, read from the server's main thread
 * (`/proc/<pid>/task/<pid>/stat`, so the image library's own threads are not counted; target: at most 100 ms)
 * over requests sent alone. Appends to bench/RESULTS.md.
 *
 *   npm run build && npm run bench:abuse
 *   ABUSE_SECONDS=5 npm run bench:abuse     shorter runs
 *   ABUSE_PART=states RESULTS_STATES=10000 npm run bench:abuse     only the results states, as many as the target's
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { INPUT_LIMITS } from '@travel/cms/graphql/input-size';
import { resultsQuery, sortOrders, type MonthChoice } from '@/lib/results/query';
import { durationKeys } from '@/schemas/durations';
import { machine, recordResults, today } from './results';
import { bodiesUnread, collectGarbage, freePort, startServer } from './server';

const SECONDS = Math.max(2, Number(process.env.ABUSE_SECONDS ?? 10));
const CONNECTIONS = 10;
/** Requests sent alone, one at a time, to read the main thread's CPU time per request. */
const CPU_SAMPLES = 10;
const RESULTS_STATES = Math.max(200, Number(process.env.RESULTS_STATES ?? 2000));
/** `abuse` or `states` runs only that part (the 10,000 states of the target take half an hour). */
const PART = process.env.ABUSE_PART ?? 'all';
const DISK_BUDGET_MB = Math.max(1, Number(process.env.PAGE_DISK_CACHE_MB ?? 32));
const CONTENT_API = '/content/v1/spaces/ventura/environments/master';
const DELIVERY_TOKEN = 'embedded-delivery-token';

/** The revalidation webhook's secret on the bench's server, so the webhook exists there (app/api/revalidate). */
const REVALIDATE_SECRET = 'abuse-bench-revalidate-secret-0123456789';
/** The largest body the content endpoint and the webhook take (lib/http/request-size.mjs). */
const BODY_LIMIT = 64 * 1024;
/** Results states one client may have rendered per minute (lib/routes/results-limit.ts, RESULTS_STATES_PER_MINUTE). */
const STATES_PER_MINUTE = Number(process.env.RESULTS_STATES_PER_MINUTE ?? 60);

/**
 * The headers that make a request one client's: each abuse is a client of its own (`X-Forwarded-For`, which the
 * server takes from its one trusted proxy here, TRUSTED_PROXY_HOPS=1), as separate attackers are, so that one
 * abuse's per-client limit (a block lasts minutes) does not answer the next one's requests. Home's load comes from
 * the connection's own address.
 */
type Client = Record<string, string>;

type Abuse = {
  label: string;
  send: (origin: string, index: number, client: Client) => Promise<number>;
  /** Run once before the CPU samples; what it says goes into the abuser's column. */
  prepare?: (origin: string, client: Client) => Promise<string>;
  /** Said after the statuses in the abuser's column (e.g. the answer's size), read after the loop. */
  detail?: () => string;
};

/**
 * The filter with the most conditions within the input bounds (packages/cms/graphql/input-size.ts): `outer` ORs of `inner`
 * id conditions each, as many as the bounds on list length and values take (a condition is three values:
 * its object, `sys` and the text; each OR two more; the variables, `w` and the outer list three).
 */
const [outer, inner] = Array.from({ length: INPUT_LIMITS.listLength }, (_, index) => index + 1)
  .map(
    (outerCount) =>
      [
        outerCount,
        Math.min(INPUT_LIMITS.listLength, Math.floor((INPUT_LIMITS.values - 3 - 2 * outerCount) / (3 * outerCount))),
      ] as const,
  )
  .reduce((best, candidate) => (candidate[0] * candidate[1] > best[0] * best[1] ? candidate : best));
const largestFilter = JSON.stringify({
  query: 'query($w:EntryFilter){entryCollection(where:$w,limit:1){total}}',
  variables: {
    w: {
      OR: Array.from({ length: outer }, (_, o) => ({
        OR: Array.from({ length: inner }, (__, i) => ({ sys: { id_contains: `zq${o}-${i}` } })),
      })),
    },
  },
});
/** The request: a 30,000-entry OR, about 1 MB. */
const hugeFilter = JSON.stringify({
  query: 'query($w:EntryFilter){entryCollection(where:$w,limit:1){total}}',
  variables: { w: { OR: Array.from({ length: 30_000 }, (_, index) => ({ sys: { id_contains: `zq${index}` } })) } },
});

async function status(response: Promise<Response>): Promise<number> {
  const answer = await response;
  await answer.arrayBuffer();
  return answer.status;
}

const graphql = (body: string) => (origin: string, _index: number, client: Client) =>
  status(
    fetch(`${origin}${CONTENT_API}`, {
      method: 'POST',
      headers: { ...client, authorization: `Bearer ${DELIVERY_TOKEN}`, 'content-type': 'application/json' },
      body,
    }),
  );

/** The introspection bomb: the whole schema's types, fields and their types, 30 times over by aliases. */
const introspectionBomb = JSON.stringify({
  query: `{ ${Array.from({ length: 30 }, (_, index) => `a${index}: __schema { ...S }`).join(' ')} } fragment S on __Schema { types { name fields { name type { name } } } }`,
});

/** GraphQL that keeps its answers' sizes (the last and the largest), for its row. */
function sizedGraphql() {
  let largest = 0;
  let last = 0;
  return {
    send: (body: string) => async (origin: string, _index: number, client: Client) => {
      const answer = await fetch(`${origin}${CONTENT_API}`, {
        method: 'POST',
        headers: { ...client, authorization: `Bearer ${DELIVERY_TOKEN}`, 'content-type': 'application/json' },
        body,
      });
      last = (await answer.arrayBuffer()).byteLength;
      largest = Math.max(largest, last);
      return answer.status;
    },
    detail: () => `answer ${(last / 1024 / 1024).toFixed(2)} MB (largest ${(largest / 1024 / 1024).toFixed(2)} MB)`,
  };
}

/**
 * 201 KB whose first BODY_LIMIT bytes are a whole JSON document (`json`, then spaces), then bytes that are not JSON:
 * a server that cuts the body at the limit and hands the rest on finds valid JSON in it.
 */
const paddedBody = (json: string) =>
  Buffer.from(json + ' '.repeat(BODY_LIMIT - json.length) + 'x'.repeat(201 * 1024 - BODY_LIMIT));

/**
 * A POST with `Transfer-Encoding: chunked` and no Content-Length (fetch cannot leave the length out of a known body),
 * in 16 KB chunks. The status, also when the server answers before the body is sent and closes the connection.
 */
function chunkedPost(origin: string, path: string, headers: Record<string, string>, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    let status = 0;
    const sent = httpRequest(
      `${origin}${path}`,
      { method: 'POST', agent: false, headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (answer) => {
        status = answer.statusCode ?? 0;
        answer.resume();
        answer.on('end', () => resolve(status)).on('error', () => resolve(status));
      },
    );
    // Writing after an early 413 fails (EPIPE, ECONNRESET): the status read by then is the answer.
    sent.on('error', () => resolve(status));
    for (let at = 0; at < body.length; at += 16 * 1024) sent.write(body.subarray(at, at + 16 * 1024));
    sent.end();
  });
}

const chunkedGraphql = paddedBody(JSON.stringify({ query: '{ __typename }' }));
/** A webhook body the route takes: an entry of a type the home page does not list, deleted (nothing else to check). */
const chunkedWebhook = paddedBody(
  JSON.stringify({ sys: { type: 'DeletedEntry', id: 'abuse-webhook', contentType: { sys: { id: 'sponsor' } } } }),
);

/** A form sent to a page, as a bot posting to every address does. */
const postedForm = (origin: string, _index: number, client: Client) =>
  status(
    fetch(`${origin}/en/`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
      redirect: 'manual',
    }),
  );

/**
 * Results filter states, each new and valid (its canonical address, so no redirect): every destination and category
 * the results' filter form offers (read from the results page, as a client walking them would), by month (1 to 12,
 * `any`), duration and sort: tens of thousands, more than a run asks for.
 */
function resultsWalk(): Abuse {
  let walked = 0;
  let dimensions: { destinations: string[]; categories: (string | null)[] } | null = null;
  const months: MonthChoice[] = [...Array.from({ length: 12 }, (_, index) => index + 1), 'any'];
  const retryAfter = new Set<string>();
  const state = (index: number) => {
    const { destinations, categories } = dimensions!;
    let rest = index;
    const pick = <T>(values: readonly T[]): T => {
      const value = values[rest % values.length]!;
      rest = Math.floor(rest / values.length);
      return value;
    };
    const destination = pick(destinations);
    const month = pick(months);
    const duration = pick(durationKeys);
    const category = pick(categories);
    const sort = pick(sortOrders);
    return `/en/results/packages/${resultsQuery({ destination, month, duration, categories: category ? [category] : [], sort })}`;
  };
  const send = async (origin: string, _index: number, client: Client) => {
    const answer = await fetch(`${origin}${state(walked++)}`, { headers: client, redirect: 'manual' });
    await answer.arrayBuffer();
    if (answer.status === 429) retryAfter.add(answer.headers.get('retry-after') ?? 'none');
    return answer.status;
  };
  return {
    label: 'results: a new filter state each request',
    send,
    prepare: async (origin, client) => {
      const form = await (await fetch(`${origin}/en/results/packages/`)).text();
      const options = (name: string) => [
        ...new Set(
          [...form.matchAll(new RegExp(`name="${name}" value="([a-z0-9-]+)"`, 'g'))].map((found) => found[1]!),
        ),
      ];
      dimensions = { destinations: options('places'), categories: [null, ...options('categories')] };
      if (dimensions.destinations.length === 0) throw new Error('no destinations in the results filter form');
      // Alone, until the client's minute is spent: what the loop then measures is a client past its limit.
      const got = new Map<number, number>();
      for (let sent = 0; sent <= STATES_PER_MINUTE && !got.has(429); sent += 1) {
        const answer = await send(origin, sent, client).catch(() => 0);
        got.set(answer, (got.get(answer) ?? 0) + 1);
      }
      return `first alone: ${statusList(got)}`;
    },
    detail: () => (retryAfter.size > 0 ? `Retry-After ${[...retryAfter].join(', ')}` : ''),
  };
}

const statusList = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([code, count]) => `${count} x ${code || 'error'}`)
    .join(', ');

const long = (length: number, seed: number) =>
  `${'Lorem ipsum dolor sit amet '.repeat(Math.ceil(length / 27))}`.slice(0, length - String(seed).length) + seed;

const contact = (origin: string, index: number, client: Client) =>
  status(
    fetch(`${origin}/api/contact/`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: long(100, index),
        email: `abuse-${index}@example.com`,
        phone: '+44 20 7946 0000',
        subject: long(150, index),
        message: long(2000, index),
        consent: true,
        locale: 'en',
        homepage: '',
      }),
    }),
  );

const catalogue = (origin: string, index: number, client: Client) =>
  status(
    fetch(`${origin}/api/catalogue-request/`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: long(100, index),
        email: `abuse-${index}@example.com`,
        address: long(200, index),
        zipCode: 'SW1A 1AA',
        country: long(100, index),
        city: long(100, index),
        state: long(100, index),
        phone: '+44 20 7946 0000',
        catalogues: ['catalogue-europe-2026'],
        locale: 'en',
        homepage: '',
      }),
    }),
  );

const signInFailure = (origin: string, _index: number, client: Client) =>
  status(
    fetch(`${origin}/api/account/sign-in/`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'not-the-password-at-all' }),
    }),
  );

/** A content image of the home page, without its transform parameters. */
async function anImage(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/en/`)).text();
  const found = /\/content\/images\/[^"'?\s]+\.(?:jpe?g|png|webp)/.exec(html);
  if (!found) throw new Error('no content image on the home page');
  return found[0];
}

/** The largest AVIF square the Images API accepts at q=100, found by asking (400 above it). */
async function largestAvif(origin: string, image: string): Promise<number> {
  for (let size = 4000; size >= 200; size -= 100) {
    const answer = await status(
      fetch(`${origin}${image}?w=${size}&h=${size}&fit=fill&fm=avif&q=100`, { method: 'HEAD' }),
    );
    if (answer !== 400) return size;
  }
  return 200;
}

/** The main thread's CPU time (user + system) of a process, in milliseconds. */
function mainThreadMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based, in clock ticks of 10 ms).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Bytes of the files under a folder (0 if it does not exist). */
function folderBytes(folder: string): number {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  return entries.reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? folderBytes(join(folder, entry.name)) : statSync(join(folder, entry.name)).size),
    0,
  );
}

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Distinct results states on a server with a small disk budget: the page cache's disk use and the memory. */
async function resultsStates(): Promise<string[]> {
  const port = await freePort();
  const inspector = await freePort();
  // The inspector lets the bench ask for a full collection before it reads the memory the process keeps.
  // One client walks thousands of states here on purpose: its per-minute limit is lifted.
  const server = await startServer(
    port,
    { PAGE_DISK_CACHE_MB: String(DISK_BUDGET_MB), RESULTS_STATES_PER_MINUTE: '100000' },
    process.cwd(),
    [`--inspect=127.0.0.1:${inspector}`],
  );
  const folder = join(process.cwd(), '.next/server/route-cache');
  /** Resident memory as the system sees it, then after a full collection (what the process keeps). */
  const memory = async () => {
    const resident = residentMb(server.pid);
    await collectGarbage(inspector);
    return { resident, kept: residentMb(server.pid) };
  };
  try {
    let firstHundred = { disk: 0, resident: 0, kept: 0 };
    let peakDisk = 0;
    let peakResident = 0;
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (let state = 1; state <= RESULTS_STATES; state += 1) {
      // Budgets above the cheapest package: each a state of its own (a lower one would send to the results without it).
      const answer = await status(fetch(`${server.origin}/en/results/packages/?min=${1000 + state}`)).catch(() => 0);
      statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
      if (state % 100 === 0) {
        const disk = folderBytes(folder);
        const { resident, kept } = await memory();
        peakDisk = Math.max(peakDisk, disk);
        peakResident = Math.max(peakResident, resident);
        if (state === 100) firstHundred = { disk, resident, kept };
        console.log(
          `results states: ${state}, disk ${mb(disk).toFixed(1)} MB, memory ${resident.toFixed(0)} MB, ${kept.toFixed(0)} MB after a full collection`,
        );
      }
    }
    const disk = folderBytes(folder);
    const end = await memory();
    peakResident = Math.max(peakResident, end.resident);
    const got = [...statuses].map(([code, count]) => `${count} x ${code || 'error'}`).join(', ');
    const seconds = (Date.now() - started) / 1000;
    const ratio = end.kept / firstHundred.kept;
    console.log(
      `${RESULTS_STATES} states in ${seconds.toFixed(0)} s (${got}): disk peak ${mb(peakDisk).toFixed(1)} MB of ${DISK_BUDGET_MB}; ` +
        `memory kept ${firstHundred.kept.toFixed(0)} MB after 100, ${end.kept.toFixed(0)} MB at the end (${ratio.toFixed(2)}x); ` +
        `resident before collection ${firstHundred.resident.toFixed(0)} MB after 100, peak ${peakResident.toFixed(0)} MB`,
    );
    return [
      today(),
      machine(),
      String(RESULTS_STATES),
      got,
      `${seconds.toFixed(0)} s`,
      `${DISK_BUDGET_MB} MB`,
      `${mb(peakDisk).toFixed(1)} MB`,
      `${mb(disk).toFixed(1)} MB`,
      `${firstHundred.kept.toFixed(0)} MB`,
      `${end.kept.toFixed(0)} MB`,
      `${ratio.toFixed(2)}x`,
      `${firstHundred.resident.toFixed(0)} MB / ${peakResident.toFixed(0)} MB`,
    ];
  } finally {
    server.stop();
  }
}

async function homeLoad(origin: string): Promise<{ p50: number; p99: number; reqPerSec: number }> {
  const result = await autocannon({
    url: `${origin}/en/`,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: bodiesUnread,
  });
  return { p50: result.latency.p50, p99: result.latency.p99, reqPerSec: result.requests.average };
}

/** The abuse in a loop for as long as `until` is pending; the statuses it got. */
async function abuseLoop(
  origin: string,
  abuse: Abuse,
  client: Client,
  until: Promise<unknown>,
): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let done = false;
  void until.finally(() => (done = true));
  for (let index = 0; !done; index += 1) {
    const answer = await abuse.send(origin, index, client).catch(() => 0);
    statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
  }
  return statuses;
}

async function main() {
  if (PART !== 'states') await abuses();
  if (PART !== 'abuse') await states();
}

/** The cached home page alone, then beside each abuse. */
async function abuses() {
  const port = await freePort();
  const server = await startServer(port, { PAGE_MEMORY_CACHE_MB: '64', REVALIDATE_SECRET, TRUSTED_PROXY_HOPS: '1' });
  const { origin, pid } = server;
  try {
    const image = await anImage(origin);
    const avifSize = await largestAvif(origin, image);
    let seed = 0;
    const bomb = sizedGraphql();
    const abuses: Abuse[] = [
      { label: `GraphQL: largest filter accepted (${outer} x ${inner} OR)`, send: graphql(largestFilter) },
      { label: 'GraphQL: 30,000-entry OR (1 MB)', send: graphql(hugeFilter) },
      // A new size each time: a cached or shared transform costs nothing.
      {
        label: `image: largest AVIF accepted (${avifSize} px square, q=100)`,
        send: (at, _index, client) =>
          status(
            fetch(`${at}${image}?w=${avifSize - (seed++ % 50)}&h=${avifSize}&fit=fill&fm=avif&q=100`, {
              headers: client,
            }),
          ),
      },
      {
        label: 'image: 4000 x 4000 AVIF q=99',
        send: (at, _index, client) =>
          status(fetch(`${at}${image}?w=${4000 - (seed++ % 50)}&h=4000&fit=fill&fm=avif&q=99`, { headers: client })),
      },
      { label: 'contact: largest body', send: contact },
      { label: 'catalogue request: largest body', send: catalogue },
      { label: 'sign-in failures on one account', send: signInFailure },
      { label: 'GraphQL: introspection bomb (30 x __schema)', send: bomb.send(introspectionBomb), detail: bomb.detail },
      {
        label: 'GraphQL: 201 KB chunked, valid JSON in its first 64 KB',
        send: (at, _index, client) =>
          chunkedPost(
            at,
            CONTENT_API,
            { ...client, authorization: `Bearer ${DELIVERY_TOKEN}`, 'content-type': 'application/json' },
            chunkedGraphql,
          ),
      },
      {
        label: 'revalidation webhook: 201 KB chunked, valid JSON in its first 64 KB',
        send: (at, _index, client) =>
          chunkedPost(
            at,
            '/api/revalidate/',
            { ...client, 'x-revalidate-secret': REVALIDATE_SECRET, 'content-type': 'application/json' },
            chunkedWebhook,
          ),
      },
      { label: 'POST a form to the home page', send: postedForm },
      resultsWalk(),
    ];

    await homeLoad(origin); // warm-up
    const alone = await homeLoad(origin);
    console.log(`home alone: p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${Math.round(alone.reqPerSec)} req/s`);
    const rows: string[][] = [
      [today(), machine(), 'none (home alone)', '-', `${alone.p50} ms`, `${alone.p99} ms`, '-', '-'],
    ];

    for (const [number, abuse] of abuses.entries()) {
      // Documentation addresses (RFC 5737), one per abuse.
      const client: Client = { 'x-forwarded-for': `198.51.100.${number + 1}` };
      const prepared = abuse.prepare ? await abuse.prepare(origin, client) : '';
      const before = mainThreadMs(pid);
      for (let sample = 0; sample < CPU_SAMPLES; sample += 1)
        await abuse.send(origin, 1_000_000 + sample, client).catch(() => 0);
      const cpu = (mainThreadMs(pid) - before) / CPU_SAMPLES;
      const load = homeLoad(origin);
      const statuses = await abuseLoop(origin, abuse, client, load);
      const home = await load;
      const ratio = home.p99 / Math.max(1, alone.p99);
      const got = [statusList(statuses), abuse.detail?.() ?? '', prepared && `(${prepared})`]
        .filter(Boolean)
        .join('; ');
      console.log(
        `${abuse.label}: home p50 ${home.p50} ms, p99 ${home.p99} ms (${ratio.toFixed(2)}x alone); abuser got ${got}; main thread ${cpu.toFixed(1)} ms per request`,
      );
      rows.push([
        today(),
        machine(),
        abuse.label,
        got,
        `${home.p50} ms`,
        `${home.p99} ms`,
        `${ratio.toFixed(2)}x`,
        `${cpu.toFixed(1)} ms`,
      ]);
    }

    recordResults({
      heading: 'Abuse: the cached home page while one client sends the worst requests',
      intro: `\`npm run bench:abuse\`: home with autocannon (${CONNECTIONS} connections, ${SECONDS} s) alone, then beside one client sending each abuse back to back. Targets: home p99 at most 2x alone; the main thread's CPU time per abusive request (mean of ${CPU_SAMPLES} sent alone, 10 ms clock ticks) at most 100 ms.`,
      columns: [
        'date',
        'machine',
        'abuse',
        'abuser got',
        'home p50',
        'home p99',
        'p99 vs alone',
        'main thread per request',
      ],
      rows,
    });
  } finally {
    server.stop();
  }
}

async function states() {
  const row = await resultsStates();
  recordResults({
    heading: 'Results states against the page cache’s disk budget and the memory',
    intro:
      "`npm run bench:abuse`: distinct filter states of the results (`?min=1001`, `?min=1002`, ...) asked one after another of a server with `PAGE_DISK_CACHE_MB`; the page cache folder's size, and the resident memory after a full collection (asked for through the inspector: what the process keeps) after the first hundred and at the end. Targets: disk within the budget; memory at the end within 1.5x of after the first hundred. The last column is the resident memory as read before each collection: garbage V8 has not collected yet.",
    columns: [
      'date',
      'machine',
      'states',
      'answers',
      'time',
      'budget',
      'disk peak',
      'disk at the end',
      'memory after 100',
      'memory at the end',
      'memory ratio',
      'resident before collection: after 100 / peak',
    ],
    rows: [row],
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
