/**
 * Abuse benchmark (issue 30): what one client can do to everyone else. After `npm run build`, starts the
 * production server and measures the cached home page's latency (autocannon, 10 connections) alone, then while
 * one client sends, one after another as fast as the server answers, the worst request each public endpoint
 * accepts:
 *
 * - GraphQL: the largest filter the embedded content endpoint takes (nested `OR`s up to its input bounds), and
 *   the 1 MB, 30,000-entry `OR` of the issue (refused before it is read);
 * - images: the most expensive transform the Images API accepts (AVIF at quality 100, the largest size it
 *   takes, a new size each time so none is cached), and the 4000 x 4000 AVIF at q=99;
 * - forms: the largest contact and catalogue bodies (every field at its maximum);
 * - sign-in failures on one account.
 *
 * Then walks RESULTS_STATES distinct filter states of the results (`?min=1001`, `?min=1002`, ...; default 2,000) on a
 * server whose page cache may take PAGE_DISK_CACHE_MB (default here 32) of disk, and records the disk the page
 * cache's folder takes and the process's resident memory after the first hundred and at the end, each read after a
 * full garbage collection asked for through the server's inspector (targets: disk within the budget, memory within
 * 1.5x). Read without it, the resident memory also counts garbage V8 has not yet collected: up to a few hundred MB
 * more, given back at the next major collection.
 *
 * For each abuse: the home page's p50 and p99 beside its figures alone (target: p99 at most 2x), what the abuser got
 * (statuses), and the main thread's CPU time per abusive request, read from the server's main thread
 * (`/proc/<pid>/task/<pid>/stat`, so the image library's own threads are not counted; target: at most 100 ms)
 * over requests sent alone. Appends to bench/RESULTS.md.
 *
 *   npm run build && npm run bench:abuse
 *   ABUSE_SECONDS=5 npm run bench:abuse     shorter runs
 *   ABUSE_PART=states RESULTS_STATES=10000 npm run bench:abuse     only the results states, as many as the target's
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { INPUT_LIMITS } from '@travel/cms/graphql/input-size';
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

type Abuse = { label: string; send: (origin: string, index: number) => Promise<number> };

/**
 * The filter with the most conditions within the input bounds (packages/cms/graphql/input-size.ts): `outer` ORs of `inner`
 * id conditions each, as many as the bounds on list length and values take (a condition is three values:
 * its object, `sys` and the text; each OR two more; the variables, `w` and the outer list three).
 */
const [outer, inner] = Array.from({ length: INPUT_LIMITS.listLength }, (_, index) => index + 1)
  .map((outerCount) => [outerCount, Math.min(INPUT_LIMITS.listLength, Math.floor((INPUT_LIMITS.values - 3 - 2 * outerCount) / (3 * outerCount)))] as const)
  .reduce((best, candidate) => (candidate[0] * candidate[1] > best[0] * best[1] ? candidate : best));
const largestFilter = JSON.stringify({
  query: 'query($w:EntryFilter){entryCollection(where:$w,limit:1){total}}',
  variables: { w: { OR: Array.from({ length: outer }, (_, o) => ({ OR: Array.from({ length: inner }, (__, i) => ({ sys: { id_contains: `zq${o}-${i}` } })) })) } },
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

const graphql = (body: string) => (origin: string) =>
  status(fetch(`${origin}${CONTENT_API}`, { method: 'POST', headers: { authorization: `Bearer ${DELIVERY_TOKEN}`, 'content-type': 'application/json' }, body }));

const long = (length: number, seed: number) => `${'Lorem ipsum dolor sit amet '.repeat(Math.ceil(length / 27))}`.slice(0, length - String(seed).length) + seed;

const contact = (origin: string, index: number) =>
  status(
    fetch(`${origin}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: long(100, index), email: `abuse-${index}@example.com`, phone: '+44 20 7946 0000', subject: long(150, index), message: long(2000, index), consent: true, locale: 'en', homepage: '' }),
    }),
  );

const catalogue = (origin: string, index: number) =>
  status(
    fetch(`${origin}/api/catalogue-request/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
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

const signInFailure = (origin: string) =>
  status(
    fetch(`${origin}/api/account/sign-in/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
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
    const answer = await status(fetch(`${origin}${image}?w=${size}&h=${size}&fit=fill&fm=avif&q=100`, { method: 'HEAD' }));
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
  return entries.reduce((sum, entry) => sum + (entry.isDirectory() ? folderBytes(join(folder, entry.name)) : statSync(join(folder, entry.name)).size), 0);
}

const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Distinct results states on a server with a small disk budget: the page cache's disk use and the memory. */
async function resultsStates(): Promise<string[]> {
  const port = await freePort();
  const inspector = await freePort();
  // The inspector lets the bench ask for a full collection before it reads the memory the process keeps.
  const server = await startServer(port, { PAGE_DISK_CACHE_MB: String(DISK_BUDGET_MB) }, process.cwd(), [`--inspect=127.0.0.1:${inspector}`]);
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
        console.log(`results states: ${state}, disk ${mb(disk).toFixed(1)} MB, memory ${resident.toFixed(0)} MB, ${kept.toFixed(0)} MB after a full collection`);
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
  const result = await autocannon({ url: `${origin}/en/`, connections: CONNECTIONS, duration: SECONDS, setupClient: bodiesUnread });
  return { p50: result.latency.p50, p99: result.latency.p99, reqPerSec: result.requests.average };
}

/** The abuse in a loop for as long as `until` is pending; the statuses it got. */
async function abuseLoop(origin: string, abuse: Abuse, until: Promise<unknown>): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let done = false;
  void until.finally(() => (done = true));
  for (let index = 0; !done; index += 1) {
    const answer = await abuse.send(origin, index).catch(() => 0);
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
  const server = await startServer(port, { PAGE_MEMORY_CACHE_MB: '64' });
  const { origin, pid } = server;
  try {
    const image = await anImage(origin);
    const avifSize = await largestAvif(origin, image);
    let seed = 0;
    const abuses: Abuse[] = [
      { label: `GraphQL: largest filter accepted (${outer} x ${inner} OR)`, send: graphql(largestFilter) },
      { label: 'GraphQL: 30,000-entry OR (1 MB)', send: graphql(hugeFilter) },
      // A new size each time: a cached or shared transform costs nothing.
      { label: `image: largest AVIF accepted (${avifSize} px square, q=100)`, send: (at) => status(fetch(`${at}${image}?w=${avifSize - (seed++ % 50)}&h=${avifSize}&fit=fill&fm=avif&q=100`)) },
      { label: 'image: 4000 x 4000 AVIF q=99', send: (at) => status(fetch(`${at}${image}?w=${4000 - (seed++ % 50)}&h=4000&fit=fill&fm=avif&q=99`)) },
      { label: 'contact: largest body', send: contact },
      { label: 'catalogue request: largest body', send: catalogue },
      { label: 'sign-in failures on one account', send: signInFailure },
    ];

    await homeLoad(origin); // warm-up
    const alone = await homeLoad(origin);
    console.log(`home alone: p50 ${alone.p50} ms, p99 ${alone.p99} ms, ${Math.round(alone.reqPerSec)} req/s`);
    const rows: string[][] = [[today(), machine(), 'none (home alone)', '-', `${alone.p50} ms`, `${alone.p99} ms`, '-', '-']];

    for (const abuse of abuses) {
      const before = mainThreadMs(pid);
      for (let sample = 0; sample < CPU_SAMPLES; sample += 1) await abuse.send(origin, 1_000_000 + sample).catch(() => 0);
      const cpu = (mainThreadMs(pid) - before) / CPU_SAMPLES;
      const load = homeLoad(origin);
      const statuses = await abuseLoop(origin, abuse, load);
      const home = await load;
      const ratio = home.p99 / Math.max(1, alone.p99);
      const got = [...statuses].sort(([a], [b]) => a - b).map(([code, count]) => `${count} x ${code || 'error'}`).join(', ');
      console.log(`${abuse.label}: home p50 ${home.p50} ms, p99 ${home.p99} ms (${ratio.toFixed(2)}x alone); abuser got ${got}; main thread ${cpu.toFixed(1)} ms per request`);
      rows.push([today(), machine(), abuse.label, got, `${home.p50} ms`, `${home.p99} ms`, `${ratio.toFixed(2)}x`, `${cpu.toFixed(1)} ms`]);
    }

    recordResults({
      heading: 'Abuse: the cached home page while one client sends the worst requests (issue 30)',
      intro: `\`npm run bench:abuse\`: home with autocannon (${CONNECTIONS} connections, ${SECONDS} s) alone, then beside one client sending each abuse back to back. Targets: home p99 at most 2x alone; the main thread's CPU time per abusive request (mean of ${CPU_SAMPLES} sent alone, 10 ms clock ticks) at most 100 ms.`,
      columns: ['date', 'machine', 'abuse', 'abuser got', 'home p50', 'home p99', 'p99 vs alone', 'main thread per request'],
      rows,
    });
  } finally {
    server.stop();
  }
}

async function states() {
  const row = await resultsStates();
  recordResults({
    heading: 'Results states against the page cache’s disk budget and the memory (issue 30)',
    intro: '`npm run bench:abuse`: distinct filter states of the results (`?min=1001`, `?min=1002`, ...) asked one after another of a server with `PAGE_DISK_CACHE_MB`; the page cache folder\'s size, and the resident memory after a full collection (asked for through the inspector: what the process keeps) after the first hundred and at the end. Targets: disk within the budget; memory at the end within 1.5x of after the first hundred. The last column is the resident memory as read before each collection: garbage V8 has not collected yet.',
    columns: ['date', 'machine', 'states', 'answers', 'time', 'budget', 'disk peak', 'disk at the end', 'memory after 100', 'memory at the end', 'memory ratio', 'resident before collection: after 100 / peak'],
    rows: [row],
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
