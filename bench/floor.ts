/**
 * The framework's floor on this machine: the same measures as the cache and
 * results benchmarks, taken on an empty Next.js page instead of the site.
 *
 *   npm run bench:floor
 *
 * Builds, in a temporary folder, a Next app with this repository's Next and
 * React and the site's cache model (Cache Components, one `'use cache'`
 * function with a tag and the site's `content` lifetime, a route that purges
 * the tag as the CMS webhook does), with nothing else: no CSS, no image, no
 * client component. Then, under `next start`:
 * - cold render: the first request after a purge, 15 times (each must be a
 *   new render: MISS and a new timestamp), median, min and max;
 * - the cached answer, for contrast;
 * - Lighthouse, mobile preset, CPU slowdown 4x unless LIGHTHOUSE_CPU_MULTIPLIER
 *   says otherwise, LIGHTHOUSE_RUNS runs after a warm-up.
 * What the site's pages measure above these figures is the site's own cost;
 * a target below them cannot be met by any page of this framework here.
 * Prints the figures and adds them to bench/RESULTS.md.
 */
import { floorColdRenders, startFloor, time } from './floor-app';
import { auditAll, median, summarize } from './page-audit';
import { machine, recordResults, today } from './results';

const COLD_RUNS = 15;
const CPU_MULTIPLIER = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? 4);

async function main() {
  const floor = await startFloor();
  try {
    const { origin } = floor;
    const cold = await floorColdRenders(origin, COLD_RUNS);
    const cached: number[] = [];
    for (let run = 0; run < COLD_RUNS; run += 1) cached.push((await time(`${origin}/`)).ms);
    const html = (await time(`${origin}/`)).body.length;

    const [runs] = await auditAll([`${origin}/`], CPU_MULTIPLIER);
    const scores = summarize(runs!);

    const round = (ms: number) => Math.round(ms * 10) / 10;
    console.log(`empty page: ${(html / 1024).toFixed(1)} KB of HTML`);
    console.log(
      `cold render p50 ${round(median(cold))} ms (min ${round(Math.min(...cold))}, max ${round(Math.max(...cold))}); cached answer p50 ${round(median(cached))} ms`,
    );
    console.log(
      `Lighthouse performance ${scores.performance} (runs ${scores.runs.join('/')}) at ${CPU_MULTIPLIER}x: LCP ${Math.round(scores.lcp)} ms, TBT ${Math.round(scores.tbt)} ms`,
    );
    recordResults({
      heading: 'Framework floor: an empty Next page (`npm run bench:floor`)',
      intro:
        "A Next app with this repository's Next and React and the site's cache model (Cache Components, one `'use cache'` function with a tag and the `content` lifetime, a route purging the tag as the webhook does) and nothing else: no CSS, image or client component (bench/floor.ts), under `next start`. Cold render: the first request after a purge, 15 times, each checked to be a new render. Lighthouse: mobile preset at the CPU slowdown shown, median performance, LCP and TBT of LIGHTHOUSE_RUNS runs after a warm-up. No page of the site can do better than these figures on the same machine.",
      columns: [
        'date',
        'HTML KB',
        'cold render ms p50 (min / max)',
        'cached answer ms p50',
        'performance',
        'runs',
        'CPU x',
        'LCP ms',
        'TBT ms',
        'machine',
      ],
      rows: [
        [
          today(),
          (html / 1024).toFixed(1),
          `${round(median(cold))} (${round(Math.min(...cold))} / ${round(Math.max(...cold))})`,
          String(round(median(cached))),
          String(scores.performance),
          scores.runs.join(' / '),
          String(CPU_MULTIPLIER),
          String(Math.round(scores.lcp)),
          String(Math.round(scores.tbt)),
          machine(),
        ],
      ],
    });
  } finally {
    floor.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
