/**
 * What the page benchmarks share (bench/pages.ts, bench/results-page.ts):
 * first-load JavaScript of a page and Lighthouse's mobile preset, with the
 * CPU slowdown calibrated to the machine. bench/pages.ts explains the method.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright';
import { BROTLI_QUALITY } from '../lib/cache/front-cache.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const LIGHTHOUSE_FLAGS = [...CHROME_FLAGS, '--disable-features=PaintHolding'];
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 7));
/** The benchmark index the mobile preset's 4x is calibrated for: the middle of Lighthouse's high-end desktop range. */
const REFERENCE_BENCHMARK_INDEX = 1750;

/** The root main files of the build (Next's runtime, React, the router): the framework's floor every page loads. */
export function rootMainFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next/build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  return new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`));
}

/** A page's first-load JavaScript and the framework's share of it, in bytes (gzip-encoded). */
export function firstLoad(scripts: Map<string, number>, rootMain: Set<string>): { total: number; floor: number } {
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const floor = [...scripts].filter(([script]) => rootMain.has(script)).reduce((sum, [, size]) => sum + size, 0);
  return { total, floor };
}

export const kb = (bytes: number) => bytes / 1024;

/**
 * A page's first-load JavaScript (scriptsOf) weighed the same way whichever server answers it: each script's body
 * compressed with Brotli at the page store's quality, so `next start` (gzip) and the page store (Brotli) compare.
 */
export async function firstLoadBrotli(origin: string, path: string): Promise<number> {
  const scripts = [...(await scriptsOf(origin, path)).keys()];
  const sizes = await Promise.all(
    scripts.map(async (script) => {
      const body = Buffer.from(await (await fetch(`${origin}${script}`)).arrayBuffer());
      return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).byteLength;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Every script the page loads before its load event, with its encoded (gzip)
 * size: first-load JavaScript. Code a page imports later on purpose (the
 * loading bar once the browser is idle, the modal dialog on first open) is not.
 */
export async function scriptsOf(origin: string, path: string): Promise<Map<string, number>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
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

export type LighthouseReport = {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { id: string; score: number | null; numericValue?: number }>;
};

export type Scores = {
  performance: number;
  accessibility: number;
  cls: number;
  lcp: number;
  tbt: number;
  failedA11y: string[];
};

export function scoresOf(lhr: LighthouseReport): Scores {
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
export function lighthouse(
  url: string,
  cpuMultiplier?: number,
  categories: readonly string[] = ['performance', 'accessibility'],
): Promise<LighthouseReport> {
  const args = [
    join(process.cwd(), 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=${LIGHTHOUSE_FLAGS.join(' ')}`,
    ...(cpuMultiplier === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LighthouseReport) : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
}

/** Lighthouse, tried again (3 attempts) when a run fails to record its trace: NO_NAVSTART happens now and then on a busy machine. */
export async function retriedLighthouse(
  url: string,
  cpuMultiplier?: number,
  categories?: readonly string[],
): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url, cpuMultiplier, categories);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`lighthouse failed on ${url} (${String(error)}), trying again`);
    }
  }
}

/**
 * The CPU slowdown that emulates the preset's phone on this machine (see the
 * top of this file): three Lighthouse runs on a page measure the machine's
 * benchmark index (and warm the server up); their median sets it.
 */
export async function calibrate(url: string): Promise<{ multiplier: number; benchmarkIndex: number }> {
  const indexes: number[] = [];
  for (let run = 0; run < 3; run += 1) indexes.push((await lighthouse(url)).environment.benchmarkIndex);
  const benchmarkIndex = indexes.sort((a, b) => a - b)[1]!;
  const chosen = process.env.LIGHTHOUSE_CPU_MULTIPLIER;
  const multiplier = chosen
    ? Number(chosen)
    : Math.round(Math.min(8, Math.max(1, (4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX)) * 10) / 10;
  return { multiplier, benchmarkIndex };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The summary of a page's Lighthouse runs: the median performance, LCP and
 * TBT, the worst CLS and accessibility, and every run's performance score.
 */
export function summarize(runs: Scores[]): Scores & { runs: number[] } {
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
export async function auditAll(urls: string[], cpuMultiplier: number): Promise<Scores[][]> {
  for (const url of urls) await lighthouse(url, cpuMultiplier);
  const runs: Scores[][] = urls.map(() => []);
  for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
    for (const [index, url] of urls.entries()) runs[index]!.push(scoresOf(await lighthouse(url, cpuMultiplier)));
  }
  return runs;
}
