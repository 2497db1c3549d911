/**
 * The framework's floor as an app (bench/floor.ts, bench/phones.ts): a Next app with this repository's Next and
 * React and the site's cache model (Cache Components, one `'use cache'` function with a tag and the site's `content`
 * lifetime, a route that purges the tag as the CMS webhook does), and nothing else: no CSS, no image, no client
 * component. Built in a temporary folder and served with `next start`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { answers, freePort } from './server';

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
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'esnext'],
      jsx: 'react-jsx',
      module: 'esnext',
      moduleResolution: 'bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
    },
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

export async function time(url: string): Promise<{ ms: number; body: string; cache: string | null }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, body, cache: response.headers.get('x-nextjs-cache') };
}

/** The floor app built and served: its origin, and `stop()` (which also removes the folder). */
export async function startFloor(): Promise<{ origin: string; stop: () => void }> {
  const app = mkdtempSync(join(tmpdir(), 'next-floor-'));
  let server: ReturnType<typeof spawn> | undefined;
  const stop = () => {
    server?.kill();
    rmSync(app, { recursive: true, force: true });
  };
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
    return { origin, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The floor's cold renders: the first request after a purge, `runs` times, each checked to be a new render (ms). */
export async function floorColdRenders(origin: string, runs: number): Promise<number[]> {
  const cold: number[] = [];
  let last = RENDERED_AT.exec((await time(`${origin}/`)).body)?.[1];
  for (let run = 0; run < runs; run += 1) {
    await fetch(`${origin}/api/purge`, { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { ms, body, cache } = await time(`${origin}/`);
    const at = RENDERED_AT.exec(body)?.[1];
    if (cache === 'HIT' || !at || at === last)
      throw new Error(`the request after a purge was not a new render (${cache}, ${at})`);
    last = at;
    cold.push(ms);
  }
  return cold;
}
