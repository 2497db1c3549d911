/**
 * Page budget: first-load JavaScript and Lighthouse on the pages
 * that carry the most modules: home, an event, a special journey.
 *
 * Run after `npm run build`: `npm run bench:pages`. It starts the production
 * server on a free port, loads each page in Debian's Chromium and sums the
 * gzip-encoded size of every script the page loads before its load event
 * (what the visitor downloads to see and use it); the framework's floor is the same sum over the build's root
 * main files (Next's runtime, React, the router), which every page of the
 * build loads and nothing of ours is in. Target: at most floor + 30 KB.
 * Then Lighthouse (mobile preset, simulated throttling) on each page:
 * performance >= 95, CLS 0, accessibility >= 95 over LIGHTHOUSE_RUNS runs
 * (default 7; Lighthouse's variability guide asks for at least 5): the
 * median performance score, LCP and TBT, the largest CLS and the lowest
 * accessibility score of the runs. The runs go in rounds over all the pages,
 * so a noisy minute on the machine touches each page once rather than all
 * the runs of one. Prints the figures and adds them to bench/RESULTS.md;
 * exits 1 when a target is missed.
 *
 * CPU: Lighthouse's 4x slowdown is calibrated for a high-end desktop
 * (benchmark index 1500-2000, Lighthouse's throttling guide), and the guide
 * says to adjust it on other machines. The bench keeps the emulated phone the
 * preset means: multiplier = 4 x benchmarkIndex / 1750, from the median
 * index Lighthouse measures in three runs on the lightest screen before the
 * pages (about 3.2 on a 2-core VM scoring 1390; more than 4 on a faster
 * machine: 6.5 at 2850). Lighthouse's CPU throttling calculator (linked from
 * its throttling guide) gives a wider range for fast machines, 6.3x to 13x
 * around 9.7x at 2850: this rule stays at its lenient end there and matches
 * it (2.5x) on the slower VMs. LIGHTHOUSE_CPU_MULTIPLIER=4 runs the preset
 * unchanged.
 *
 * Chromium runs with Paint Holding off, as Playwright runs it. In headless
 * Chromium without a GPU, Paint Holding defers the first commit until a
 * contentful paint, the display compositor then stops sending frames to the
 * "unresponsive" page, and the first frame appears a whole second late in
 * about half of the runs, even for a page without JavaScript: Lighthouse's
 * simulation then counts every script as blocking the LCP
 * (GoogleChrome/lighthouse#17148, microsoft/playwright#28023). The pages are
 * not what changes between those runs.
 */
import { auditAll, calibrate, firstLoad, kb, LIGHTHOUSE_RUNS, rootMainFiles, scriptsOf, summarize } from './page-audit';
import { machine, recordResults, today } from './results';
import { freePort, startServer } from './server';

/** First-load JS over the framework floor: CMS pages 30 KB; the screens with a form (its kit, react-hook-form, zod, a machine) 60 KB. */
const BUDGET_KB = 30;

const allPages: { label: string; path: string; budgetKb?: number; reference?: boolean }[] = [
  { label: 'home', path: '/en/' },
  { label: 'booking lookup', path: '/en/my-booking/', budgetKb: 60 },
  { label: 'AI tours', path: '/en/ai-tours/', budgetKb: 60 },
  { label: 'contact', path: '/en/contact-us/', budgetKb: 60 },
  { label: 'catalogues', path: '/en/catalogues/', budgetKb: 60 },
  { label: 'sign-in', path: '/en/sign-in/', budgetKb: 60 },
  { label: 'event', path: '/en/events/rome-marathon-2026/' },
  { label: 'special journey', path: '/en/specialjourney/journey-iceland-fire-and-ice/' },
  // The lightest screen of the build (server-rendered cards, no client code of its own): what the framework alone scores on this machine. No target.
  { label: 'reference', path: '/en/destinations/', reference: true },
];

/** BENCH_PAGES=contact,catalogues measures those (and the reference) only. */
const chosen = process.env.BENCH_PAGES?.split(',').map((label) => label.trim());
const pages = chosen ? allPages.filter((page) => page.reference || chosen.includes(page.label)) : allPages;

async function main() {
  const rootMain = rootMainFiles();
  const server = await startServer(await freePort());
  const rows: string[][] = [];
  let missed = false;
  try {
    const lightest = pages.find((page) => page.reference)!;
    const { multiplier: cpuMultiplier, benchmarkIndex } = await calibrate(`${server.origin}${lightest.path}`);
    console.log(`benchmark index ${benchmarkIndex}: CPU slowdown ${cpuMultiplier}x`);
    const scriptsByPage = [];
    for (const { path } of pages) scriptsByPage.push(await scriptsOf(server.origin, path));
    const runsByPage = await auditAll(
      pages.map(({ path }) => `${server.origin}${path}`),
      cpuMultiplier,
    );
    for (const [index, { label, path, reference = false, budgetKb = BUDGET_KB }] of pages.entries()) {
      const scripts = scriptsByPage[index]!;
      const { total, floor } = firstLoad(scripts, rootMain);
      const scores = summarize(runsByPage[index]!);
      const over = kb(total - floor);
      const ok = over <= budgetKb && scores.performance >= 95 && scores.cls === 0 && scores.accessibility >= 95;
      if (!reference) missed ||= !ok;
      console.log(
        `${label.padEnd(16)} JS ${kb(total).toFixed(1)} KB = floor ${kb(floor).toFixed(1)} + ${over.toFixed(1)} KB | performance ${scores.performance} | CLS ${scores.cls.toFixed(3)} | LCP ${Math.round(scores.lcp)} ms | TBT ${Math.round(scores.tbt)} ms | runs ${scores.runs.join('/')} at ${cpuMultiplier}x CPU | accessibility ${scores.accessibility}${scores.failedA11y.length ? ` (failing: ${scores.failedA11y.join(', ')})` : ''} ${reference ? '(reference)' : ok ? 'ok' : 'MISSED'}`,
      );
      rows.push([
        today(),
        `${label} \`${path}\``,
        kb(total).toFixed(1),
        kb(floor).toFixed(1),
        `+${over.toFixed(1)}`,
        String(scores.performance),
        scores.runs.join(' / '),
        String(cpuMultiplier),
        String(Math.round(scores.lcp)),
        String(Math.round(scores.tbt)),
        scores.cls.toFixed(3),
        String(scores.accessibility),
        machine(),
      ]);
    }
  } finally {
    server.stop();
  }
  recordResults({
    heading: 'Page budget, median of Lighthouse runs in rounds (`npm run bench:pages`)',
    intro: `Production build on the embedded content service, Debian Chromium. JS: encoded bytes of every script the page loads before its load event, in KB (Brotli from the page store since 2026-11-26, gzip before); floor: the root main files of the same build (Next runtime, React, router), which every page loads. Lighthouse mobile preset (simulated slow 4G) with its CPU slowdown calibrated to the machine ("CPU x": 4 x benchmark index / 1750, as Lighthouse's throttling guide says to adjust the 4x made for a high-end desktop), Paint Holding off (see bench/pages.ts), one warm-up run of each page, then ${LIGHTHOUSE_RUNS} rounds of runs over all the pages: median performance, LCP and TBT, largest CLS, lowest accessibility; "runs" lists every run's performance score. The reference row is the lightest screen of the build (no target). Targets: JS at most floor + 30 KB (60 KB on the screens with a form: booking lookup, AI tours); performance >= 95, CLS 0, accessibility >= 95.`,
    columns: [
      'date',
      'page',
      'JS KB',
      'floor KB',
      'over floor KB',
      'performance',
      'runs',
      'CPU x',
      'LCP ms',
      'TBT ms',
      'CLS',
      'accessibility',
      'machine',
    ],
    rows,
  });
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
