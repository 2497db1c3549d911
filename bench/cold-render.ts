/**
 * What a publish costs a page of the site (bench/load.ts, bench/phones.ts), `runs` times: the CMS webhook purges what
 * the page shows, then
 * - `wait`: the time to the full response of the first request after it, which the page store answers with the page
 *   it holds (`x-nextjs-cache: STALE`) while it has the page rendered again behind it (lib/cache/front-cache.mjs),
 *   or Next after a render where the store held none;
 * - `shows`: the time from the purge to the first full response with the new render (the page store's answer is no
 *   longer stale): the render, made off the visitor's path.
 * Each first answer is checked not to be a plain cache hit. The server must be started with REVALIDATE_SECRET.
 */
import { STALE_AFTER_PURGE_MS } from '../lib/cache/front-cache.mjs';
import { time } from './floor-app';

/** What the webhook names: an entry and its content type. */
export type Sys = { type: 'Entry'; id: string; contentType: { sys: { id: string } } };
export const entry = (id: string, contentType: string): Sys => ({
  type: 'Entry',
  id,
  contentType: { sys: { id: contentType } },
});

export type ColdRender = { wait: number; shows: number };

export async function coldRenders(
  origin: string,
  secret: string,
  path: string,
  purge: Sys,
  runs: number,
): Promise<ColdRender[]> {
  const times: ColdRender[] = [];
  for (let run = 0; run < runs; run += 1) {
    const purged = await fetch(`${origin}/api/revalidate/`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({ sys: purge }),
    });
    if (!purged.ok) throw new Error(`revalidate: ${purged.status} ${await purged.text()}`);
    const started = performance.now();
    const first = await time(`${origin}${path}`);
    if (first.cache === 'HIT') throw new Error(`${path} was still cached after the purge`);
    let latest = first;
    while (latest.cache === 'STALE') {
      if (performance.now() - started > STALE_AFTER_PURGE_MS)
        throw new Error(`${path} was still stale ${STALE_AFTER_PURGE_MS} ms after the purge`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      latest = await time(`${origin}${path}`);
    }
    times.push({ wait: first.ms, shows: performance.now() - started });
  }
  return times;
}
