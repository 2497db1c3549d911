/**
 * Serving benchmark: after `npm run build`, starts the production
 * server and measures with autocannon (20 connections, 10 s per page, after a
 * 3 s warm-up) each page template served from Next's cache, without and with
 * `Accept-Encoding: gzip`, plus a static file of the same server (this
 * machine's ceiling for any response). Then times a cold render of each
 * template: the first request after the CMS webhook purged what it shows
 * (median of 5). Prints the figures and appends them to bench/RESULTS.md.
 *
 *   npm run build && npm run bench:load
 *   LOAD_SECONDS=5 npm run bench:load     shorter runs
 *   LOAD_PAGES=404,redirect npm run bench:load     only those templates (and the static file)
 *   LOAD_PAGES='destinations index,navigation'      the destinations index, and client navigations to it and others
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { coldRenders, entry, type Sys } from './cold-render';
import { median } from './page-audit';
import { machine, recordResults, today } from './results';
import { bodiesUnread, freePort, startServer } from './server';

const SECONDS = Math.max(1, Number(process.env.LOAD_SECONDS ?? 10));
const CONNECTIONS = 20;
const COLD_RUNS = 5;

/** Each template, and the entry whose publish purges it (for the cold render). */
const templates: { label: string; path: string; purge?: Sys }[] = [
  { label: 'home', path: '/en/', purge: entry('page-home', 'page') },
  { label: 'event', path: '/en/events/rome-marathon-2026/', purge: entry('landing-rome-marathon-2026', 'landing') },
  {
    label: 'special journey',
    path: '/en/specialjourney/journey-iceland-fire-and-ice/',
    purge: entry('journey-iceland-fire-and-ice', 'specialJourney'),
  },
  { label: 'destinations index', path: '/en/destinations/', purge: entry('continent-europe', 'continent') },
  {
    label: 'destination detail',
    path: '/en/destinations/europe/continent-europe/',
    purge: entry('continent-europe', 'continent'),
  },
  { label: 'results', path: '/en/results/packages/' },
  {
    label: 'package',
    path: '/en/packages/amalfi-coast-classic/',
    purge: entry('package-amalfi-coast-classic', 'package'),
  },
  { label: '404', path: '/en/no-such-page/', purge: entry('page-home', 'page') },
  // An editor's redirect (seed/data/redirects.ts): answered by the proxy from its table in memory.
  { label: 'redirect', path: '/en/offers/' },
];

/**
 * A client navigation to a page (a tap on a link: Next's router asks for the page's RSC payload, `rsc: 1`, with the
 * state of the page it comes from) beside the page's HTML: both from the page store. The router's state
 * is home's; the `_rsc` parameter is the one Next asks for (it answers a wrong one with a redirect to the right one).
 */
const NAVIGATION_HEADERS = {
  rsc: '1',
  'next-router-state-tree': encodeURIComponent(
    JSON.stringify([
      '',
      { children: [['locale', 'en', 'd'], { children: ['__PAGE__', {}, null, null] }, null, null] },
      null,
      null,
      true,
    ]),
  ),
};
const navigations = ['/en/destinations/', '/en/', '/en/events/rome-marathon-2026/'];

async function navigationUrl(origin: string, path: string): Promise<string> {
  const answer = await fetch(`${origin}${path}?_rsc=0`, { headers: NAVIGATION_HEADERS, redirect: 'manual' });
  await answer.arrayBuffer();
  const location = answer.status === 307 ? answer.headers.get('location') : null;
  return location ? new URL(location, origin).href : `${origin}${path}?_rsc=0`;
}

/** LOAD_PAGES=404,redirect: only the templates with those labels (the static file is always measured). */
const only = process.env.LOAD_PAGES?.split(',').map((label) => label.trim());

function staticFile(): string {
  const chunk = readdirSync(join(process.cwd(), '.next/static/chunks')).find((name) => name.endsWith('.js'));
  if (!chunk) throw new Error('no build: run `npm run build` first');
  return `/_next/static/chunks/${chunk}`;
}

type Figures = { reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number; bytes: number };

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers, setupClient: bodiesUnread });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

async function main() {
  const secret = randomBytes(24).toString('hex');
  const server = await startServer(await freePort(), { REVALIDATE_SECRET: secret });
  const rows: string[][] = [];
  const round = (value: number) => String(Math.round(value));
  try {
    const chosen = templates.filter((template) => !only || only.includes(template.label));
    const targets = [...chosen, { label: 'static file (ceiling)', path: staticFile() }];
    for (const target of targets) {
      const url = `${server.origin}${target.path}`;
      await load(url, {}, 3);
      for (const [encoding, headers] of [
        ['identity', {}],
        ['gzip', { 'accept-encoding': 'gzip' }],
      ] as const) {
        const figures = await load(url, headers, SECONDS);
        const line = [
          target.label,
          encoding,
          round(figures.reqPerSec),
          `${figures.p50} ms`,
          `${figures.p99} ms`,
          String(figures.non2xx),
          String(figures.errors),
          `${(figures.bytes / 1024).toFixed(1)} KB`,
        ];
        console.log(line.join('  '));
        rows.push(line);
      }
    }
    for (const path of navigations) {
      if (only && !only.includes('navigation')) break;
      const url = await navigationUrl(server.origin, path);
      const check = await fetch(url, { headers: NAVIGATION_HEADERS });
      const type = check.headers.get('content-type');
      await check.arrayBuffer();
      if (check.status !== 200 || !type?.startsWith('text/x-component'))
        throw new Error(`${url}: ${check.status} ${type} for a client navigation`);
      await load(url, NAVIGATION_HEADERS, 3);
      for (const [encoding, headers] of [
        ['identity', NAVIGATION_HEADERS],
        ['gzip', { ...NAVIGATION_HEADERS, 'accept-encoding': 'gzip' }],
      ] as const) {
        const figures = await load(url, headers, SECONDS);
        const line = [
          `${path} (client navigation, RSC)`,
          encoding,
          round(figures.reqPerSec),
          `${figures.p50} ms`,
          `${figures.p99} ms`,
          String(figures.non2xx),
          String(figures.errors),
          `${(figures.bytes / 1024).toFixed(1)} KB`,
        ];
        console.log(line.join('  '));
        rows.push(line);
      }
    }
    for (const template of chosen) {
      if (!template.purge) continue;
      const renders = await coldRenders(server.origin, secret, template.path, template.purge, COLD_RUNS);
      const wait = median(renders.map((render) => render.wait));
      const shows = median(renders.map((render) => render.shows));
      console.log(
        `${template.label}: after a publish (median of ${COLD_RUNS}), the first visitor waits ${wait.toFixed(1)} ms; the new render shows after ${shows.toFixed(1)} ms`,
      );
      rows.push([template.label, 'publish: first visitor waits', '', `${wait.toFixed(1)} ms`, '', '', '', '']);
      rows.push([template.label, 'publish: render shows after', '', `${shows.toFixed(1)} ms`, '', '', '', '']);
    }
  } finally {
    server.stop();
  }

  recordResults({
    heading: 'Serving: requests per second (`npm run bench:load`)',
    intro: `autocannon, ${CONNECTIONS} connections, 10 s per page (\`LOAD_SECONDS\`) after a 3 s warm-up, against the production server of the build (\`npm start\`: server.mjs, the page store in front of Next; \`next start\` before 2026-11-26). Bodies are not decoded by the client (\`bodiesUnread\`). Non-2xx of the 404 page are its 404s. "publish": after the CMS webhook purged the page, the time to the full response of the first request (the page store's stale copy; a cold render until 2026-11-29) and until the page store answers the new render (bench/cold-render.ts; median of ${COLD_RUNS}).`,
    columns: ['date', 'machine', 'page', 'encoding', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'bytes per response'],
    rows: rows.map((row) => [today(), machine(), ...row]),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
