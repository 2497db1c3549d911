/**
 * AI tours benchmark: how well the embedded engine reads visitors' texts,
 * and how fast it answers.
 *
 *   npm run bench:ai
 *   AI_BENCH_VERBOSE=1 npm run bench:ai     (prints every miss)
 *
 * The evaluation set is bench/ai-queries.json (20+ queries per language,
 * written as visitors write, typos included, with the filters each should
 * yield, in the CMS's English slugs). The engine's data is loaded from the
 * seed through the site's own loaders (lib/ai-search/load.ts), in-process.
 *
 * Prints the share of queries where each field is exactly right (targets:
 * destination >= 90 %, every other field >= 80 %), per language and overall,
 * and the engine's latency per query (parse, check against the catalogue,
 * count, rank, address; target p50 <= 30 ms).
 *
 * After `npm run build` it also measures the screen, /en/ai-tours/, on the
 * production server: first-load JavaScript over the framework floor (target
 * +60 KB) and Lighthouse mobile as bench/pages.ts runs it (target
 * performance >= 95, CLS 0; LIGHTHOUSE_RUNS to change the runs). Without a
 * build that part is skipped and says so.
 *
 * Appends the figures to bench/RESULTS.md; exits 1 when a target is missed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import type { AiFilters } from '@/lib/ai-search/filters';
import { allowServerModules } from './in-process';
import { auditAll, calibrate, firstLoad, kb, LIGHTHOUSE_RUNS, rootMainFiles, scriptsOf, summarize } from './page-audit';
import { machine, recordResults, today } from './results';
import { freePort, startServer } from './server';

type Expected = {
  destination: string | null;
  duration: string | null;
  budget: { min: number | null; max: number | null };
  month: number | null;
  travellers: { adults: number | null; children: number | null } | null;
  interests: string[];
};
type Query = { locale: Locale; text: string; expect: Expected };

const FIELDS = ['destination', 'duration', 'budget', 'month', 'travellers', 'interests'] as const;
type Field = (typeof FIELDS)[number];
const TARGETS: Record<Field, number> = {
  destination: 0.9,
  duration: 0.8,
  budget: 0.8,
  month: 0.8,
  travellers: 0.8,
  interests: 0.8,
};
const LATENCY_TARGET_MS = 30;
const SCREEN = '/en/ai-tours/';
const JS_BUDGET_KB = 60;
const TIMING_ROUNDS = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The engine's answer as the evaluation set writes it: the same shape, English slugs. */
function asExpected(filters: AiFilters, toEnglish: (slug: string) => string): Expected {
  return {
    destination: filters.destination === null ? null : toEnglish(filters.destination),
    duration: filters.duration,
    budget: { min: filters.min, max: filters.max },
    month: filters.month,
    travellers: filters.travellers,
    interests: [...filters.interests, ...filters.categories].map(toEnglish).sort(),
  };
}

async function main() {
  allowServerModules();
  const { loadSearchData } = await import('@/lib/ai-search/load');
  const { searchPackages } = await import('@/lib/ai-search/engine');
  const { translatedSlugs } = await import('@/lib/content/results');

  const { queries } = JSON.parse(readFileSync(join(process.cwd(), 'bench/ai-queries.json'), 'utf8')) as {
    queries: Query[];
  };
  const languages = [...new Set(queries.map((query) => query.locale))];
  const data = new Map(
    await Promise.all(languages.map(async (locale) => [locale, await loadSearchData(locale)] as const)),
  );
  const toEnglish = new Map(
    await Promise.all(languages.map(async (locale) => [locale, await translatedSlugs(locale, 'en')] as const)),
  );

  const right: Record<string, Record<Field, number>> = {};
  const counted: Record<string, number> = {};
  const misses: string[] = [];
  for (const query of queries) {
    const answer = searchPackages(query.text, data.get(query.locale)!);
    const got = asExpected(answer.filters, toEnglish.get(query.locale)!);
    for (const scope of [query.locale, 'all']) {
      right[scope] ??= { destination: 0, duration: 0, budget: 0, month: 0, travellers: 0, interests: 0 };
      counted[scope] = (counted[scope] ?? 0) + 1;
    }
    for (const field of FIELDS) {
      const ok = JSON.stringify(got[field]) === JSON.stringify(query.expect[field]);
      if (ok) {
        right[query.locale]![field] += 1;
        right.all![field] += 1;
      } else
        misses.push(
          `[${query.locale}] ${field}: "${query.text}" -> ${JSON.stringify(got[field])}, expected ${JSON.stringify(query.expect[field])}`,
        );
    }
  }

  // Latency: every query, TIMING_ROUNDS times, after one warm-up pass (the indexes are built once per market).
  const times: number[] = [];
  for (let round = 0; round <= TIMING_ROUNDS; round++) {
    for (const query of queries) {
      const start = process.hrtime.bigint();
      searchPackages(query.text, data.get(query.locale)!);
      if (round > 0) times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);

  console.log(
    `AI search evaluation: ${queries.length} queries (${languages.map((locale) => `${locale} ${counted[locale]}`).join(', ')})\n`,
  );
  console.log(['scope', ...FIELDS].map((cell) => cell.padEnd(12)).join(''));
  for (const scope of [...languages, 'all']) {
    console.log(
      [scope, ...FIELDS.map((field) => pct(right[scope]![field] / counted[scope]!))]
        .map((cell) => cell.padEnd(12))
        .join(''),
    );
  }
  console.log(
    `\nlatency per query: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${times.length} runs; target p50 <= ${LATENCY_TARGET_MS} ms)`,
  );
  if (process.env.AI_BENCH_VERBOSE) console.log(`\nmisses:\n${misses.join('\n')}`);
  else console.log(`\n${misses.length} field misses (AI_BENCH_VERBOSE=1 lists them)`);

  const screen = await screenFigures();
  const failed: string[] = FIELDS.filter((field) => right.all![field] / counted.all! < TARGETS[field]);
  if (p50 > LATENCY_TARGET_MS) failed.push('latency');
  if (screen && screen.over > JS_BUDGET_KB) failed.push('first-load JS');
  if (screen && screen.performance < 95) failed.push('Lighthouse performance');
  if (screen && screen.cls > 0) failed.push('CLS');
  recordResults({
    heading: 'AI search (`npm run bench:ai`)',
    intro: `The embedded AI engine on bench/ai-queries.json: share of queries with each field exactly right (targets: destination >= 90 %, others >= 80 %), its latency per query in ms (target p50 <= ${LATENCY_TARGET_MS}); after a build, ${SCREEN}: first-load JS over the framework floor in KB (target +${JS_BUDGET_KB}), Lighthouse mobile median performance (target >= 95) and largest CLS (target 0).`,
    columns: ['date', 'machine', 'queries', ...FIELDS, 'p50 ms', 'p95 ms', 'JS over floor KB', 'performance', 'CLS'],
    rows: [
      [
        today(),
        machine(),
        String(queries.length),
        ...FIELDS.map((field) => pct(right.all![field] / counted.all!)),
        p50.toFixed(2),
        p95.toFixed(2),
        screen ? `+${screen.over.toFixed(1)}` : 'no build',
        screen ? `${screen.performance} (${screen.runs.join(' / ')})` : '-',
        screen ? screen.cls.toFixed(3) : '-',
      ],
    ],
  });
  if (failed.length > 0) {
    console.error(`\nMissed: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

/** The screen on the production build: first-load JS over the floor and Lighthouse mobile; null without a build. */
async function screenFigures(): Promise<{ over: number; performance: number; runs: number[]; cls: number } | null> {
  if (!existsSync(join(process.cwd(), '.next/BUILD_ID'))) {
    console.log(`\nscreen: no production build (npm run build first); first-load JS and Lighthouse skipped`);
    return null;
  }
  const server = await startServer(await freePort());
  try {
    const { total, floor } = firstLoad(await scriptsOf(server.origin, SCREEN), rootMainFiles());
    const { multiplier } = await calibrate(`${server.origin}/en/contact-us/`);
    const [runs] = await auditAll([`${server.origin}${SCREEN}`], multiplier);
    const scores = summarize(runs!);
    const over = kb(total - floor);
    console.log(
      `\nscreen ${SCREEN}: first-load JS ${kb(total).toFixed(1)} KB = floor ${kb(floor).toFixed(1)} + ${over.toFixed(1)} KB (target +${JS_BUDGET_KB})`,
    );
    console.log(
      `Lighthouse mobile (CPU x${multiplier}, ${LIGHTHOUSE_RUNS} runs): performance ${scores.performance} (${scores.runs.join('/')}), CLS ${scores.cls.toFixed(3)}, LCP ${Math.round(scores.lcp)} ms, TBT ${Math.round(scores.tbt)} ms, accessibility ${scores.accessibility}`,
    );
    return { over, performance: scores.performance, runs: scores.runs, cls: scores.cls };
  } finally {
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
