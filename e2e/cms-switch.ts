/**
 * A stand-in for Contentful's GraphQL host in the outage tests: the embedded
 * content service on the seed (same paths, same tokens as the site's), run in
 * this process, so its answers take as long as a CMS's whatever the site's
 * servers are busy with (it once forwarded to the site's own server, which the
 * other tests keep busy: on a slow machine a query behind their renders took
 * seconds, longer than the publishing tests allow), until a test switches it
 * off, then refuses connections' worth of answers: 503 for content, as a CMS
 * outage looks from the site. Any other path is forwarded to the site.
 *
 *   POST /__cms/down     the CMS is unreachable from now on
 *   POST /__cms/up       it answers again
 *   POST /__cms/edit     `{ "from": "...", "to": "..." }`: an editor changes a text;
 *                        every answer from now on has `to` where the content had `from`
 *   POST /__cms/rename   `{ "from": "...", "to": "..." }`: an editor changes a slug; the entry
 *                        is found under `to` and no longer under `from` (every JSON string
 *                        `from` in answers reads `to`; in queries the two are swapped)
 *   POST /__cms/unpublish `{ "id": "..." }`: an editor unpublishes an entry; answers leave it
 *                        out of every list (its total counted down) and give null for it alone
 *   POST /__cms/publish  `{ "id": "..." }`: published again
 *   POST /__cms/reset    the content is the seed's again
 *
 * Run by playwright.config.ts as a web server: `tsx e2e/cms-switch.ts <port> <upstream origin>`.
 */
import { createServer } from 'node:http';
import { createContentService } from '@travel/cms/graphql';
import { contentApiPath, EMBEDDED_IMAGES_PATH, EMBEDDED_SPACE } from '@/lib/content/endpoint';
import { readSeedExport } from '@/seed/load';

const [portArgument, upstream] = process.argv.slice(2);
const port = Number(portArgument);
if (!port || !upstream) throw new Error('usage: tsx e2e/cms-switch.ts <port> <upstream origin>');

/** The content API, as the site's embedded service answers it (drafts with the run's preview token). */
const service = createContentService({
  space: readSeedExport(),
  ...EMBEDDED_SPACE,
  previewToken: process.env.E2E_EMBEDDED_PREVIEW_TOKEN,
  assetBaseUrl: EMBEDDED_IMAGES_PATH,
  // Contentful's capacity is not this machine's: on a loaded 2-core CI machine a landing took over the default
  // 100 ms, and the servers on the stand-in lost pages and their redirect table. The bound itself is tested in
  // packages/cms/graphql/service.fuzz.test.ts and measured by bench:abuse.
  maxExecutionMs: 5000,
});
const CONTENT_API = contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId);

let down = false;
// Texts an editor changed: [from, to], applied to every answer in order.
let edits: [string, string][] = [];
// Slugs an editor changed, as JSON strings: [from, to].
let renames: [string, string][] = [];
// Entries an editor unpublished.
let unpublished = new Set<string>();

const isEntry = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && unpublished.has(String((value as { sys?: { id?: unknown } }).sys?.id));

/** An answer without the unpublished entries, as Contentful's delivery API gives it. */
function withoutUnpublished(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isEntry(item)).map(withoutUnpublished);
  if (typeof value !== 'object' || value === null) return value;
  const object = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(object)) {
    if (isEntry(field)) result[key] = null;
    else result[key] = withoutUnpublished(field);
  }
  // A collection counts only what it holds now.
  if (Array.isArray(object.items) && typeof object.total === 'number') {
    result.total = object.total - (object.items.length - (result.items as unknown[]).length);
  }
  return result;
}

/** Every whole JSON string `from` as `to` (and, with `swap`, `to` as `from`), in one pass. */
function renamed(text: string, swap: boolean): string {
  for (const [from, to] of renames) {
    text = swap
      ? text.replaceAll(from, '\u0000').replaceAll(to, from).replaceAll('\u0000', to)
      : text.replaceAll(from, to);
  }
  return text;
}

async function bodyOf(request: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

createServer(async (request, response) => {
  const url = request.url ?? '/';
  if (request.method === 'POST' && (url === '/__cms/down' || url === '/__cms/up')) {
    down = url === '/__cms/down';
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'POST' && url === '/__cms/edit') {
    const { from, to } = JSON.parse((await bodyOf(request)).toString('utf8')) as { from: string; to: string };
    edits.push([JSON.stringify(from).slice(1, -1), JSON.stringify(to).slice(1, -1)]);
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'POST' && url === '/__cms/rename') {
    const { from, to } = JSON.parse((await bodyOf(request)).toString('utf8')) as { from: string; to: string };
    renames.push([JSON.stringify(from), JSON.stringify(to)]);
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'POST' && (url === '/__cms/unpublish' || url === '/__cms/publish')) {
    const { id } = JSON.parse((await bodyOf(request)).toString('utf8')) as { id: string };
    if (url === '/__cms/unpublish') unpublished.add(id);
    else unpublished.delete(id);
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'POST' && url === '/__cms/reset') {
    edits = [];
    renames = [];
    unpublished = new Set();
    response.writeHead(204).end();
    return;
  }
  if (url === '/__cms/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (down) {
    // What a struggling CMS answers; the site treats it like no answer at all.
    response
      .writeHead(503, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: 'Service unavailable' }));
    return;
  }
  const body = Buffer.from(renamed((await bodyOf(request)).toString('utf8'), true));
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
  ) as Record<string, string>;
  const asked = {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
  };
  const answer =
    url.split('?')[0] === CONTENT_API
      ? await service.handle(new Request(`http://127.0.0.1:${port}${url}`, asked))
      : await fetch(`${upstream}${url}`, asked);
  let text = renamed(await answer.text(), false);
  for (const [from, to] of edits) text = text.replaceAll(from, to);
  if (unpublished.size > 0 && (answer.headers.get('content-type') ?? '').includes('json')) {
    try {
      text = JSON.stringify(withoutUnpublished(JSON.parse(text)));
    } catch {
      // Not JSON after all: as it came.
    }
  }
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(text);
}).listen(port, '127.0.0.1');
