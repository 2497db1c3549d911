/**
 * Phones: the site's own cost over the framework's floor, as ratios measured in the same run.
 *
 *   npm run build && npm run bench:phones
 *   PHONES_RUNS=5 PHONES_PAGES=home,results npm run bench:phones
 *
 * Builds the floor app (bench/floor-app.ts: an empty page of the same Next, React and cache model) and serves it
 * beside this checkout's build (server.mjs, as `npm start`). Then, in PHONES_RUNS rounds (default 3) after one
 * warm-up of each page, one Lighthouse run of the floor and of each template in turn (Lighthouse 13, mobile preset
 * unchanged: 4x CPU or LIGHTHOUSE_CPU_MULTIPLIER), and in each round 3 cold renders of the floor and of each
 * template (bench/cold-render.ts: the first request after a purge, and the time until the new render shows): a
 * noisy minute on the machine touches the floor and the pages alike. Prints, per template, the medians beside the
 * floor's and the targets:
 * - performance within 3 points of the floor's, TBT at most the floor's + 100 ms, CLS 0 in every run;
 * - the first visitor's wait after a publish at most 2.5x the floor's cold render (the floor has no page store: its
 *   first visitor waits for the render); beside it, the time until the new render shows, against the same;
 * - home's and the package page's HTML at most 120 KB and the results page's at most 150 KB (uncompressed, as the page store answers);
 * - first-load JavaScript at most the floor's + 20 KB on content pages and + 60 KB on the screens with a form: every
 *   script loaded before the load event (bench/page-audit.ts), each compressed with Brotli at the page store's quality
 *   (the floor's `next start` sends gzip; one weight for both keeps the comparison about the code).
 * Adds the table to bench/RESULTS.md.
 */
import { randomBytes } from 'node:crypto';
import { coldRenders, entry, type Sys } from './cold-render';
import { floorColdRenders, startFloor } from './floor-app';
import { firstLoadBrotli, kb, median, retriedLighthouse, scoresOf, type Scores } from './page-audit';
import { machine, recordResults, today } from './results';
import { freePort, startServer } from './server';

const RUNS = Math.max(1, Number(process.env.PHONES_RUNS ?? 3));
const CPU = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? 4);
const COLD_PER_ROUND = 3;
/** The screens without an entry of their own show the market's (prices, currency, contact details): its publish purges them. */
const market = entry('market-uk', 'market');

/** The first-load JavaScript the issue allows over the floor's: content pages, and the screens with a form (its kit, react-hook-form, zod). */
const CONTENT_JS_KB = 20;
const FORM_JS_KB = 60;

/** The templates of the issue's table, the entry whose publish purges each, and the budgets the issue sets. */
const templates: { label: string; path: string; purge: Sys; jsKb: number; htmlKb?: number }[] = [
  { label: 'home', path: '/en/', purge: entry('page-home', 'page'), jsKb: CONTENT_JS_KB, htmlKb: 120 },
  {
    label: 'event',
    path: '/en/events/rome-marathon-2026/',
    purge: entry('landing-rome-marathon-2026', 'landing'),
    jsKb: CONTENT_JS_KB,
  },
  {
    label: 'journey',
    path: '/en/specialjourney/journey-iceland-fire-and-ice/',
    purge: entry('journey-iceland-fire-and-ice', 'specialJourney'),
    jsKb: CONTENT_JS_KB,
  },
  {
    label: 'destinations',
    path: '/en/destinations/',
    purge: entry('continent-europe', 'continent'),
    jsKb: CONTENT_JS_KB,
  },
  {
    label: 'results',
    path: '/en/results/packages/',
    purge: entry('package-grand-tour-of-italy', 'package'),
    jsKb: CONTENT_JS_KB,
    htmlKb: 150,
  },
  // The enquiry form's code loads on first use, so the page's first load is held to a content page's budget.
  {
    label: 'package',
    path: '/en/packages/amalfi-coast-classic/',
    purge: entry('package-amalfi-coast-classic', 'package'),
    jsKb: CONTENT_JS_KB,
    htmlKb: 120,
  },
  { label: 'booking', path: '/en/my-booking/', purge: market, jsKb: FORM_JS_KB },
  { label: 'AI tours', path: '/en/ai-tours/', purge: market, jsKb: FORM_JS_KB },
  { label: 'contact', path: '/en/contact-us/', purge: market, jsKb: FORM_JS_KB },
];

type Figures = { audits: Scores[]; cold: number[]; shows: number[]; html: number; js: number };

/** One Lighthouse run of a page, its scores. */
const audit = async (url: string): Promise<Scores> => scoresOf(await retriedLighthouse(url, CPU));

async function main() {
  const secret = randomBytes(24).toString('hex');
  const chosen = process.env.PHONES_PAGES?.split(',').map((label) => label.trim());
  const pages = templates.filter(({ label }) => !chosen || chosen.includes(label));
  const floor = await startFloor();
  const site = await startServer(await freePort(), { REVALIDATE_SECRET: secret });
  try {
    const htmlOf = async (url: string) => (await (await fetch(url)).arrayBuffer()).byteLength;
    const floorFigures: Figures = {
      audits: [],
      cold: [],
      shows: [],
      html: await htmlOf(`${floor.origin}/`),
      js: await firstLoadBrotli(floor.origin, '/'),
    };
    const figures = new Map<string, Figures>();
    for (const { label, path } of pages) {
      figures.set(label, {
        audits: [],
        cold: [],
        shows: [],
        html: await htmlOf(`${site.origin}${path}`),
        js: await firstLoadBrotli(site.origin, path),
      });
    }

    // Warm-up: each page rendered and its images encoded for a phone once.
    await audit(`${floor.origin}/`);
    for (const { path } of pages) await audit(`${site.origin}${path}`);
    for (let round = 0; round < RUNS; round += 1) {
      floorFigures.audits.push(await audit(`${floor.origin}/`));
      floorFigures.cold.push(...(await floorColdRenders(floor.origin, COLD_PER_ROUND)));
      for (const { label, path, purge } of pages) {
        const mine = figures.get(label)!;
        mine.audits.push(await audit(`${site.origin}${path}`));
        const renders = await coldRenders(site.origin, secret, path, purge, COLD_PER_ROUND);
        mine.cold.push(...renders.map((render) => render.wait));
        mine.shows.push(...renders.map((render) => render.shows));
        process.stdout.write('.');
      }
    }
    process.stdout.write('\n');

    const perf = (list: Scores[]) => median(list.map((run) => run.performance));
    const tbt = (list: Scores[]) => Math.round(median(list.map((run) => run.tbt)));
    const floorPerf = perf(floorFigures.audits);
    const floorTbt = tbt(floorFigures.audits);
    const floorCold = median(floorFigures.cold);
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    const rows = [
      [
        'floor',
        `${floorPerf} (${floorFigures.audits.map((run) => run.performance).join('/')})`,
        '',
        String(floorTbt),
        '',
        String(Math.round(median(floorFigures.audits.map((run) => run.lcp)))),
        Math.max(...floorFigures.audits.map((run) => run.cls)).toFixed(3),
        floorCold.toFixed(1),
        '',
        floorCold.toFixed(1),
        '',
        kb(floorFigures.html).toFixed(1),
        kb(floorFigures.js).toFixed(1),
        '',
      ],
      ...pages.map(({ label, jsKb, htmlKb }) => {
        const { audits, cold, shows, html, js } = figures.get(label)!;
        const overJs = kb(js - floorFigures.js);
        const points = floorPerf - perf(audits);
        const overTbt = tbt(audits) - floorTbt;
        const worstCls = Math.max(...audits.map((run) => run.cls));
        const coldRatio = median(cold) / floorCold;
        const htmlSize = kb(html);
        return [
          label,
          `${perf(audits)} (${audits.map((run) => run.performance).join('/')})`,
          `${points > 0 ? '-' : '+'}${Math.abs(points)} ${verdict(points <= 3)}`,
          String(tbt(audits)),
          `${overTbt < 0 ? '' : '+'}${overTbt} ${verdict(overTbt <= 100)}`,
          String(Math.round(median(audits.map((run) => run.lcp)))),
          `${worstCls.toFixed(3)} ${verdict(worstCls === 0)}`,
          median(cold).toFixed(1),
          `${coldRatio.toFixed(1)}x ${verdict(coldRatio <= 2.5)}`,
          median(shows).toFixed(1),
          `${(median(shows) / floorCold).toFixed(1)}x`,
          `${htmlSize.toFixed(1)}${htmlKb ? ` ${verdict(htmlSize <= htmlKb)} (${htmlKb})` : ''}`,
          kb(js).toFixed(1),
          `+${overJs.toFixed(1)} ${verdict(overJs <= jsKb)} (+${jsKb})`,
        ];
      }),
    ];
    const columns = [
      'page',
      'performance (median, runs)',
      'against the floor (within 3)',
      'TBT ms',
      'over the floor (at most +100)',
      'LCP ms',
      'CLS (worst; 0)',
      'first visit after a publish ms (median)',
      'against the floor (at most 2.5x)',
      'publish shows after ms (median)',
      'against the floor',
      'HTML KB (budget)',
      'first-load JS KB',
      'over the floor (budget)',
    ];
    console.table(rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]]))));
    recordResults({
      heading: `Phones: the site over the framework's floor, publishes off the visitor's path (\`npm run bench:phones\`, ${today()})`,
      intro: `The floor (bench/floor-app.ts) and this build side by side, ${RUNS} rounds after a warm-up: in each, one Lighthouse 13 run (mobile preset, CPU ${CPU}x) and ${COLD_PER_ROUND} publishes of the floor and of each template: the first visit after the webhook's purge, and the time until the new render shows (the floor: its first visit, a cold render, is both). Medians; CLS the worst run; first-load JavaScript: every script before the load event, each compressed with Brotli at the page store's quality, in KB. ${machine()}.`,
      columns,
      rows,
    });
  } finally {
    site.stop();
    floor.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
