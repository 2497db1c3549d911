/**
 * Page budget (issue 4): first-load JavaScript and Lighthouse on the pages
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
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { machine, recordResults, today } from './results';
import { freePort, startServer } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LIGHTHOUSE_FLAGS = [...CHROME_FLAGS, '--disable-features=PaintHolding'];
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 7));
/** The benchmark index the mobile preset's 4x is calibrated for: the middle of Lighthouse's high-end desktop range. */
const REFERENCE_BENCHMARK_INDEX = 1750;
const BUDGET_KB = 30;

const pages = [
  { label: 'home', path: '/en/' },
  { label: 'event', path: '/en/events/rome-marathon-2026/' },
  { label: 'special journey', path: '/en/specialjourney/journey-iceland-fire-and-ice/' },
  // The lightest screen of the build (header and a heading): what the framework alone scores on this machine. No target.
  { label: 'reference', path: '/en/contact-us/', reference: true },
];

const kb = (bytes: number) => bytes / 1024;

/**
 * Every script the page loads before its load event, with its encoded (gzip)
 * size: first-load JavaScript. Code a page imports later on purpose (the
 * loading bar once the browser is idle, the modal dialog on first open) is not.
 */
async function scriptsOf(origin: string, path: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  const page = await browser.newPage();
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const entries = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loaded = navigation?.loadEventStart ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((resource) => resource.startTime <= loaded)
      .map((resource) => ({ name: resource.name, size: resource.encodedBodySize }));
  });
  await browser.close();
  const scripts = new Map<string, number>();
  for (const entry of entries) {
    const url = new URL(entry.name);
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.set(url.pathname, entry.size);
  }
  return scripts;
}

type LighthouseReport = {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { id: string; score: number | null; numericValue?: number }>;
};

type Scores = { performance: number; accessibility: number; cls: number; lcp: number; tbt: number; failedA11y: string[] };

function scoresOf(lhr: LighthouseReport): Scores {
  const accessibility = lhr.categories.accessibility!;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((accessibility.score ?? 0) * 100),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failedA11y: accessibility.auditRefs.filter((ref) => lhr.audits[ref.id]?.score === 0).map((ref) => ref.id),
  };
}

/**
 * Lighthouse's CLI in its own Node process (the bundled audits run functions
 * in the page; tsx's transform would break them), mobile preset by default.
 */
function lighthouse(url: string, cpuMultiplier?: number): Promise<LighthouseReport> {
  const args = [
    join(process.cwd(), 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    `--chrome-flags=${LIGHTHOUSE_FLAGS.join(' ')}`,
    ...(cpuMultiplier === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as LighthouseReport) : reject(new Error(`lighthouse exited with ${code}`))));
  });
}

/**
 * The CPU slowdown that emulates the preset's phone on this machine (see the
 * top of this file): three Lighthouse runs on a page measure the machine's
 * benchmark index (and warm the server up); their median sets it.
 */
async function calibrate(url: string): Promise<{ multiplier: number; benchmarkIndex: number }> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run += 1) indexes.push((await lighthouse(url)).environment.benchmarkIndex);
  const benchmarkIndex = indexes.sort((a, b) => a - b)[1]!;
  const chosen = process.env.LIGHTHOUSE_CPU_MULTIPLIER;
  const multiplier = chosen ? Number(chosen) : Math.round(Math.min(8, Math.max(1, (4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX)) * 10) / 10;
  return { multiplier, benchmarkIndex };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The summary of a page's Lighthouse runs: the median performance, LCP and
 * TBT, the worst CLS and accessibility, and every run's performance score.
 */
function summarize(runs: Scores[]): Scores & { runs: number[] } {
  const worstAccessibility = runs.reduce((worst, run) => (run.accessibility < worst.accessibility ? run : worst));
  return {
    performance: Math.round(median(runs.map((run) => run.performance))),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: Math.max(...runs.map((run) => run.cls)),
    accessibility: worstAccessibility.accessibility,
    failedA11y: worstAccessibility.failedA11y,
    runs: runs.map((run) => run.performance),
  };
}

/**
 * LIGHTHOUSE_RUNS rounds of Lighthouse over all the pages at the given CPU
 * slowdown, after one warm-up run of each (the server renders and the Images
 * API encodes what a phone asks for). Rounds, not one page's runs after
 * another's: a noisy minute on the machine then touches every page once
 * instead of all the runs of one page.
 */
async function auditAll(urls: string[], cpuMultiplier: number): Promise<Scores[][]> {
  for (const url of urls) await lighthouse(url, cpuMultiplier);
  const runs: Scores[][] = urls.map(() => []);
  for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
    for (const [index, url] of urls.entries()) runs[index]!.push(scoresOf(await lighthouse(url, cpuMultiplier)));
  }
  return runs;
}

async function main() {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next/build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
  const rootMain = new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
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
    for (const [index, { label, path, reference = false }] of pages.entries()) {
      const scripts = scriptsByPage[index]!;
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      const floor = [...scripts].filter(([script]) => rootMain.has(script)).reduce((sum, [, size]) => sum + size, 0);
      const scores = summarize(runsByPage[index]!);
      const over = kb(total - floor);
      const ok = over <= BUDGET_KB && scores.performance >= 95 && scores.cls === 0 && scores.accessibility >= 95;
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
    intro:
      `Production build on the embedded content service, Debian Chromium. JS: gzip-encoded bytes of every script the page loads before its load event, in KB; floor: the root main files of the same build (Next runtime, React, router), which every page loads. Lighthouse mobile preset (simulated slow 4G) with its CPU slowdown calibrated to the machine ("CPU x": 4 x benchmark index / 1750, as Lighthouse's throttling guide says to adjust the 4x made for a high-end desktop), Paint Holding off (see bench/pages.ts), one warm-up run of each page, then ${LIGHTHOUSE_RUNS} rounds of runs over all the pages: median performance, LCP and TBT, largest CLS, lowest accessibility; "runs" lists every run's performance score. The reference row is the lightest screen of the build (no target). Targets: JS at most floor + 30 KB; performance >= 95, CLS 0, accessibility >= 95.`,
    columns: ['date', 'page', 'JS KB', 'floor KB', 'over floor KB', 'performance', 'runs', 'CPU x', 'LCP ms', 'TBT ms', 'CLS', 'accessibility', 'machine'],
    rows,
  });
  if (missed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
