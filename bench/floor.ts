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
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { auditAll, median, summarize } from './page-audit';
import { machine, recordResults, today } from './results';
import { answers, freePort } from './server';

const COLD_RUNS = 15;
const CPU_MULTIPLIER = Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER ?? 4);
const RENDERED_AT = /Rendered at (?:<!-- -->)?([^<]+)</;

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true }),
  // Its own lockfile: Turbopack takes the folder with the nearest lockfile as the project's root.
  'package-lock.json': JSON.stringify({ name: 'next-floor', lockfileVersion: 3, packages: {} }),
  'next.config.mjs': `export default {
  cacheComponents: true,
  partialPrefetching: false,
  generateEtags: false,
  cacheLife: { content: { stale: 300, revalidate: 3600, expire: 2592000 } },
};
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', lib: ['dom', 'esnext'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', strict: true, skipLibCheck: true, noEmit: true, isolatedModules: true },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export const metadata = { title: 'Floor', description: 'An empty page' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.tsx': `import { cacheLife, cacheTag } from 'next/cache';
async function content() {
  'use cache';
  cacheLife('content');
  cacheTag('page');
  return { title: 'Floor', at: new Date().toISOString() };
}
export default async function Page() {
  const { title, at } = await content();
  return <main><h1>{title}</h1><p>Rendered at {at}</p></main>;
}
`,
  'app/api/purge/route.ts': `import { revalidateTag } from 'next/cache';
export async function POST() {
  revalidateTag('page', { expire: 0 });
  return Response.json({ purged: 'page' });
}
`,
};

/** This repository's node_modules in the app's folder: hard links where the file system allows them (instant), else a copy. */
function linkModules(app: string) {
  const source = join(process.cwd(), 'node_modules');
  try {
    execFileSync('cp', ['-al', source, join(app, 'node_modules')], { stdio: 'ignore' });
  } catch {
    cpSync(source, join(app, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
}

async function time(url: string): Promise<{ ms: number; body: string; cache: string | null }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, body, cache: response.headers.get('x-nextjs-cache') };
}

async function main() {
  const app = mkdtempSync(join(tmpdir(), 'next-floor-'));
  let server: ReturnType<typeof spawn> | undefined;
  try {
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), text);
    }
    linkModules(app);
    const next = join(app, 'node_modules/next/dist/bin/next');
    const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
    console.log(`building an empty Next app in ${app}`);
    execFileSync(process.execPath, [next, 'build'], { cwd: app, env, stdio: 'ignore' });

    const port = await freePort();
    const origin = `http://localhost:${port}`;
    server = spawn(process.execPath, [next, 'start', '-p', String(port)], { cwd: app, env, stdio: 'ignore' });
    if (!(await answers(`${origin}/`))) throw new Error('the empty app did not answer within 60 s');

    const cold: number[] = [];
    let last = RENDERED_AT.exec((await time(`${origin}/`)).body)?.[1];
    for (let run = 0; run < COLD_RUNS; run += 1) {
      await fetch(`${origin}/api/purge`, { method: 'POST' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { ms, body, cache } = await time(`${origin}/`);
      const at = RENDERED_AT.exec(body)?.[1];
      if (cache === 'HIT' || !at || at === last) throw new Error(`the request after a purge was not a new render (${cache}, ${at})`);
      last = at;
      cold.push(ms);
    }
    const cached: number[] = [];
    for (let run = 0; run < COLD_RUNS; run += 1) cached.push((await time(`${origin}/`)).ms);
    const html = (await time(`${origin}/`)).body.length;

    const [runs] = await auditAll([`${origin}/`], CPU_MULTIPLIER);
    const scores = summarize(runs!);

    const round = (ms: number) => Math.round(ms * 10) / 10;
    console.log(`empty page: ${(html / 1024).toFixed(1)} KB of HTML`);
    console.log(`cold render p50 ${round(median(cold))} ms (min ${round(Math.min(...cold))}, max ${round(Math.max(...cold))}); cached answer p50 ${round(median(cached))} ms`);
    console.log(`Lighthouse performance ${scores.performance} (runs ${scores.runs.join('/')}) at ${CPU_MULTIPLIER}x: LCP ${Math.round(scores.lcp)} ms, TBT ${Math.round(scores.tbt)} ms`);
    recordResults({
      heading: 'Framework floor: an empty Next page (`npm run bench:floor`)',
      intro:
        "A Next app with this repository's Next and React and the site's cache model (Cache Components, one `'use cache'` function with a tag and the `content` lifetime, a route purging the tag as the webhook does) and nothing else: no CSS, image or client component (bench/floor.ts), under `next start`. Cold render: the first request after a purge, 15 times, each checked to be a new render. Lighthouse: mobile preset at the CPU slowdown shown, median performance, LCP and TBT of LIGHTHOUSE_RUNS runs after a warm-up. No page of the site can do better than these figures on the same machine.",
      columns: ['date', 'HTML KB', 'cold render ms p50 (min / max)', 'cached answer ms p50', 'performance', 'runs', 'CPU x', 'LCP ms', 'TBT ms', 'machine'],
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
    server?.kill();
    rmSync(app, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
