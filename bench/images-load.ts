/**
 * Bounded image work: after `npm run build`, starts the
 * production server and asks the Images endpoint for 100 distinct sizes of one
 * photo (each a new transform: large, q=100) from 10 connections (a 503 or
 * 429 is asked again after its Retry-After), while a visitor-like load (2 connections, 20 req/s in all, gzip) measures
 * the cached home page `/en/` for as long as the images take. Prints the
 * page's p50/p99 alone (LOAD_SECONDS, default 10) and under the image load
 * (target: p99 under 100 ms) and what the images got (200, 503 busy, 429
 * rate limited); appends them to bench/RESULTS.md.
 *
 *   npm run build && npm run bench:images
 *   IMAGE_TRANSFORM_CONCURRENCY=1 npm run bench:images    another limit for the server
 */
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { machine, recordResults, today } from './results';
import { freePort, startServer } from './server';

const SECONDS = Math.max(1, Number(process.env.LOAD_SECONDS ?? 10));
const PAGE = '/en/';
const PAGE_CONNECTIONS = 2;
const PAGE_RATE = 20;
const IMAGE_CONNECTIONS = 10;
const SIZES = 100;
const TARGET_P99_MS = 100;

type PageFigures = { p50: number; p99: number; max: number; requests: number; non2xx: number; errors: number };

/** The page's latency for `duration` seconds, or until `until` settles (at most `duration`). */
async function measurePage(origin: string, duration: number, until?: Promise<unknown>): Promise<PageFigures> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}${PAGE}`,
        connections: PAGE_CONNECTIONS,
        overallRate: PAGE_RATE,
        duration,
        headers: { 'accept-encoding': 'gzip' },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    void until?.then(() => instance.stop());
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The first content image of the home page, without its query: the photo whose sizes are asked for. */
async function photoOf(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}${PAGE}`)).text();
  const match = /\/content\/images\/[^"'?\s]+\.(?:webp|jpg|png)/.exec(html);
  if (!match) throw new Error(`no content image on ${PAGE}`);
  return match[0];
}

/**
 * 100 distinct large sizes, each a new transform, shared out over the connections. A 503 or 429 is asked
 * again after its Retry-After, as a browser or a CDN would, until the image comes (at most 10 tries), so
 * every run makes all 100 transforms whatever the limits.
 */
async function loadImages(origin: string, photo: string) {
  const urls = Array.from(
    { length: SIZES },
    (_, index) => `${origin}${photo}?w=${2000 + index * 20}&h=${1500 + index * 15}&fit=fill&q=100&fm=jpg`,
  );
  const statuses = new Map<number, number>();
  const slowest = { ms: 0 };
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < urls.length) {
      const url = urls[next]!;
      next += 1;
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const started = performance.now();
        let status = 0;
        let retryAfter = 1;
        try {
          const response = await fetch(url);
          await response.arrayBuffer();
          status = response.status;
          retryAfter = Number(response.headers.get('retry-after') ?? 1);
        } catch {
          // counted as 0
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200) slowest.ms = Math.max(slowest.ms, performance.now() - started);
        if (status !== 503 && status !== 429) break;
        await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      }
    }
  }
  await Promise.all(Array.from({ length: IMAGE_CONNECTIONS }, worker));
  return { statuses, slowestMs: Math.round(slowest.ms), seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const server = await startServer(await freePort());
  try {
    // Warm-up: the page is rendered and cached, the photo's original drawn.
    for (let count = 0; count < 20; count += 1)
      await (await fetch(`${server.origin}${PAGE}`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
    const photo = await photoOf(server.origin);
    await (await fetch(`${server.origin}${photo}`)).arrayBuffer();

    const alone = await measurePage(server.origin, SECONDS);
    const imageLoad = loadImages(server.origin, photo);
    const [loaded, images] = await Promise.all([measurePage(server.origin, 600, imageLoad), imageLoad]);

    const count = (status: number) => images.statuses.get(status) ?? 0;
    const total = [...images.statuses.values()].reduce((sum, value) => sum + value, 0);
    const pass = loaded.p99 < TARGET_P99_MS;
    console.log(`cores: ${availableParallelism()}`);
    console.log(
      `${PAGE} alone:             p50 ${alone.p50} ms, p99 ${alone.p99} ms, max ${alone.max} ms (${alone.requests} requests, non-2xx ${alone.non2xx})`,
    );
    console.log(
      `${PAGE} under image load:  p50 ${loaded.p50} ms, p99 ${loaded.p99} ms, max ${loaded.max} ms (${loaded.requests} requests, non-2xx ${loaded.non2xx}, errors ${loaded.errors})`,
    );
    console.log(
      `images: ${total} requests for ${SIZES} sizes in ${images.seconds.toFixed(1)} s: ${count(200)} x 200, ${count(503)} x 503 (busy), ${count(429)} x 429 (rate limited), ${count(0)} failed; slowest 200 ${images.slowestMs} ms`,
    );
    console.log(
      `load average while it ran: ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (other processes share the machine)`,
    );
    console.log(`target p99 < ${TARGET_P99_MS} ms: ${pass ? 'met' : 'NOT met'}`);

    recordResults({
      heading: 'Bounded image work (`npm run bench:images`)',
      intro: `autocannon on the cached home page (${PAGE_CONNECTIONS} connections, ${PAGE_RATE} req/s in all, gzip): ${SECONDS} s alone (\`LOAD_SECONDS\`), then while ${IMAGE_CONNECTIONS} connections ask for ${SIZES} distinct sizes of one photo (2000x1500 to 3980x2985, fill, q=100, JPEG; a 503 or 429 asked again after its Retry-After), against \`next start\` of the build. "transforms at once": the server's IMAGE_TRANSFORM_CONCURRENCY (default one per core). Target: the page's p99 under ${TARGET_P99_MS} ms under the image load.`,
      columns: [
        'date',
        'machine',
        'transforms at once',
        'load average',
        'page p50 alone',
        'page p99 alone',
        'page p50 loaded',
        'page p99 loaded',
        'images 200',
        '503',
        '429',
        'image seconds',
      ],
      rows: [
        [
          today(),
          machine(),
          process.env.IMAGE_TRANSFORM_CONCURRENCY ?? `${availableParallelism()} (default)`,
          loadavg()[0]!.toFixed(1),
          `${alone.p50} ms`,
          `${alone.p99} ms`,
          `${loaded.p50} ms`,
          `${loaded.p99} ms`,
          String(count(200)),
          String(count(503)),
          String(count(429)),
          images.seconds.toFixed(1),
        ],
      ],
    });
    if (loaded.non2xx > 0 || loaded.errors > 0) process.exitCode = 1;
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
