/**
 * Cold renders of a page of the site (bench/load.ts, bench/phones.ts): the time to the full response of the first
 * request after the CMS webhook purged what the page shows, `runs` times (ms); each checked not to be a cache hit.
 * The server must be started with REVALIDATE_SECRET=secret.
 */

/** What the webhook names: an entry and its content type. */
export type Sys = { type: 'Entry'; id: string; contentType: { sys: { id: string } } };
export const entry = (id: string, contentType: string): Sys => ({ type: 'Entry', id, contentType: { sys: { id: contentType } } });

export async function coldRenders(origin: string, secret: string, path: string, purge: Sys, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const purged = await fetch(`${origin}/api/revalidate/`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'content-type': 'application/json' },
      body: JSON.stringify({ sys: purge }),
    });
    if (!purged.ok) throw new Error(`revalidate: ${purged.status} ${await purged.text()}`);
    const started = performance.now();
    const response = await fetch(`${origin}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.headers.get('x-nextjs-cache') === 'HIT') throw new Error(`${path} was still cached after the purge`);
  }
  return times;
}
