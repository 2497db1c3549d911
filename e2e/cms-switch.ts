/**
 * A stand-in for Contentful's GraphQL host in the outage tests: it forwards
 * every request to the site's embedded content service (same paths, same
 * tokens) until a test switches it off, then refuses connections' worth of
 * answers: 503 for content, as a CMS outage looks from the site.
 *
 *   POST /__cms/down   the CMS is unreachable from now on
 *   POST /__cms/up     it answers again
 *
 * Run by playwright.config.ts as a web server: `tsx e2e/cms-switch.ts <port> <upstream origin>`.
 */
import { createServer } from 'node:http';

const [portArgument, upstream] = process.argv.slice(2);
const port = Number(portArgument);
if (!port || !upstream) throw new Error('usage: tsx e2e/cms-switch.ts <port> <upstream origin>');

let down = false;

createServer(async (request, response) => {
  const url = request.url ?? '/';
  if (request.method === 'POST' && (url === '/__cms/down' || url === '/__cms/up')) {
    down = url === '/__cms/down';
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
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>;
  const answer = await fetch(`${upstream}${url}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  response.end(Buffer.from(await answer.arrayBuffer()));
}).listen(port, '127.0.0.1');
