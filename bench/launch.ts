/**
 * Going live: Lighthouse's SEO, best-practices and accessibility
 * scores on every template, and performance against the build before the
 * change, measured in the same run.
 *
 * Build the site with indexing on first (`ALLOW_INDEXING=true npm run
 * build`: robots tags and robots.txt are read at build time; the bench
 * refuses a build that disallows crawling, whose SEO score would say so),
 * then `npm run bench:launch`. `BEFORE=/path/to/other/checkout` (built the
 * same way, with its own node_modules) is served beside it and every page
 * is audited on both, in turns, so a noisy minute on the machine touches
 * both builds. Lighthouse 13, mobile preset unchanged (4x CPU, or
 * LIGHTHOUSE_CPU_MULTIPLIER), LAUNCH_RUNS runs per page and build (default
 * 3; LAUNCH_PAGES=event,contact for some of the templates): the median
 * performance score, the lowest score of the other three categories with
 * the audits that failed. Targets: SEO, best practices and
 * accessibility 100 on every template; performance no lower than before.
 * Prints the table, adds it to bench/RESULTS.md, exits 1 on a missed
 * 100.
 *
 * The 404 page is not in the list: Lighthouse refuses to audit a document
 * answered 404 ("unable to reliably load the page", a fatal error), and the
 * page must answer 404. Its accessibility is checked with axe in
 * e2e/phones.spec.ts like every template.
 */
import { median, retriedLighthouse, type LighthouseReport } from './page-audit';
import { machine, recordResults, today } from './results';
import { freePort, startServer } from './server';

const RUNS = Math.max(1, Number(process.env.LAUNCH_RUNS ?? 3));
const CPU = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? 4);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Every template of the issue; the destination and the content page are read from the sitemap (the seed's first of each). */
const fixedPages: { label: string; path: string }[] = [
  { label: 'home', path: '/en/' },
  { label: 'event', path: '/en/events/rome-marathon-2026/' },
  { label: 'special journey', path: '/en/specialjourney/journey-iceland-fire-and-ice/' },
  { label: 'destinations', path: '/en/destinations/' },
  { label: 'results', path: '/en/results/packages/' },
  { label: 'package', path: '/en/packages/amalfi-coast-classic/' },
  { label: 'booking lookup', path: '/en/my-booking/' },
  { label: 'AI tours', path: '/en/ai-tours/' },
  { label: 'contact', path: '/en/contact-us/' },
  { label: 'catalogues', path: '/en/catalogues/' },
  { label: 'sign-in', path: '/en/sign-in/' },
];

async function sitemapPages(origin: string): Promise<{ label: string; path: string }[]> {
  const xml = await (await fetch(`${origin}/sitemaps/en.xml`)).text();
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const country = paths.find((path) => /^\/en\/destinations\/[^/]+\/[^/]+\/[^/]+\/$/.test(path));
  const contentPage = paths.find(
    (path) => /^\/en\/[^/]+\/$/.test(path) && !fixedPages.some((page) => page.path === path),
  );
  return [
    ...(country ? [{ label: 'destination (country)', path: country }] : []),
    ...(contentPage ? [{ label: 'content page', path: contentPage }] : []),
  ];
}

type Run = {
  performance: number;
  tbt: number;
  lcp: number;
  cls: number;
  scores: Record<string, number>;
  failed: Record<string, string[]>;
};

function runOf(lhr: LighthouseReport): Run {
  const scores: Record<string, number> = {};
  const failed: Record<string, string[]> = {};
  for (const category of CATEGORIES.slice(1)) {
    const entry = lhr.categories[category]!;
    scores[category] = Math.round((entry.score ?? 0) * 100);
    failed[category] = entry.auditRefs.filter((ref) => lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    scores,
    failed,
  };
}

async function main() {
  // Indexing on at run time too: a page rendered again after a purge (by the e2e tests or another bench on the same
  // build) reads ALLOW_INDEXING from the server's environment, and would otherwise carry `noindex` (SEO 66).
  const indexing = { ALLOW_INDEXING: 'true' };
  const after = await startServer(await freePort(), indexing);
  const before = process.env.BEFORE ? await startServer(await freePort(), indexing, process.env.BEFORE) : null;
  try {
    const robots = await (await fetch(`${after.origin}/robots.txt`)).text();
    if (/^Disallow: \/$/m.test(robots))
      throw new Error('this build disallows crawling: build it with ALLOW_INDEXING=true');
    // LAUNCH_PAGES=event,destinations measures those only (a second look at a figure).
    const chosen = process.env.LAUNCH_PAGES?.split(',').map((label) => label.trim());
    const pages = [...fixedPages, ...(await sitemapPages(after.origin))].filter(
      ({ label }) => !chosen || chosen.includes(label),
    );
    const builds = [
      { name: 'after', origin: after.origin },
      ...(before ? [{ name: 'before', origin: before.origin }] : []),
    ];
    const runs = new Map<string, Run[]>();
    // A warm-up of each page on each build (renders, image sizes), then the runs in rounds over pages and builds.
    for (const { path } of pages)
      for (const { origin } of builds) await retriedLighthouse(`${origin}${path}`, CPU, ['performance']);
    for (let round = 0; round < RUNS; round += 1) {
      for (const { label, path } of pages) {
        for (const { name, origin } of builds) {
          const key = `${label}|${name}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            runOf(await retriedLighthouse(`${origin}${path}`, CPU, CATEGORIES)),
          ]);
          process.stdout.write('.');
        }
      }
    }
    process.stdout.write('\n');
    let missed = false;
    const rows = pages.map(({ label }) => {
      const mine = runs.get(`${label}|after`)!;
      const theirs = runs.get(`${label}|before`);
      const worst = (category: string) => Math.min(...mine.map((run) => run.scores[category]!));
      const failures = [...new Set(mine.flatMap((run) => Object.values(run.failed).flat()))];
      if (CATEGORIES.slice(1).some((category) => worst(category) < 100)) missed = true;
      const perf = (list: Run[]) =>
        `${median(list.map((run) => run.performance))} (${list.map((run) => run.performance).join('/')})`;
      return [
        label,
        String(worst('seo')),
        String(worst('best-practices')),
        String(worst('accessibility')),
        perf(mine),
        theirs ? perf(theirs) : '-',
        `${Math.round(median(mine.map((run) => run.tbt)))}${theirs ? ` / ${Math.round(median(theirs.map((run) => run.tbt)))}` : ''}`,
        String(Math.max(...mine.map((run) => run.cls)).toFixed(3)),
        failures.join(', ') || '-',
      ];
    });
    const columns = [
      'template',
      'SEO',
      'best practices',
      'accessibility',
      'performance (median, runs)',
      'before',
      'TBT ms (after / before)',
      'CLS (worst)',
      'failed audits',
    ];
    console.table(rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index]]))));
    recordResults({
      heading: `Going live: Lighthouse on every template (${today()})`,
      intro: `Lighthouse 13, mobile preset, CPU ${CPU}x, ${RUNS} runs per page and build in rounds, build with ALLOW_INDEXING=true${before ? `, beside the build in BEFORE` : ''}. ${machine()}.`,
      columns,
      rows,
    });
    if (missed) process.exitCode = 1;
  } finally {
    after.stop();
    before?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
