/**
 * A stand-in for Contentful's GraphQL host in the outage tests: it forwards
 * every request to the site's embedded content service (same paths, same
 * tokens) until a test switches it off, then refuses connections' worth of
 * answers: 503 for content, as a CMS outage looks from the site.
 *
 *   POST /__cms/down     the CMS is unreachable from now on
 *   POST /__cms/up       it answers again
 *   POST /__cms/edit     `{ "from": "...", "to": "..." }`: an editor changes a text;
 *                        every answer from now on has `to` where the content had `from`
 *   POST /__cms/reset    the content is the seed's again
 *
 * Run by playwright.config.ts as a web server: `tsx e2e/cms-switch.ts <port> <upstream origin>`.
 */
import { createServer } from 'node:http';

const [portArgument, upstream] = process.argv.slice(2);
const port = Number(portArgument);
if (!port || !upstream) throw new Error('usage: tsx e2e/cms-switch.ts <port> <upstream origin>');

let down = false;
// Texts an editor changed: [from, to], applied to every answer in order.
let edits: [string, string][] = [];

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
  if (request.method === 'POST' && url === '/__cms/reset') {
    edits = [];
    response.writeHead(204).end();
    return;
  }
  if (url === '/__cms/health') {
    response.writeHead(200).end('ok');
    return;
  }
  if (down) {
    // What a struggling CMS answers; the site treats it like no answer at all.
    response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Service unavailable' }));
    return;
  }
  const body = await bodyOf(request);
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>;
  const answer = await fetch(`${upstream}${url}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
  });
  let text = await answer.text();
  for (const [from, to] of edits) text = text.replaceAll(from, to);
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(text);
}).listen(port, '127.0.0.1');
