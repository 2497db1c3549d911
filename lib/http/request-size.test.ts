import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { MAX_WEBHOOK_BYTES } from '@/app/api/revalidate/route';
import { MAX_BODY_BYTES as CONTENT_API_BYTES } from '@travel/cms/graphql/service';
import { MAX_ACCOUNT_BYTES } from '@/lib/accounts/routes';
import { MAX_BODY_BYTES as AI_SEARCH_BYTES } from '@/lib/ai-search/handler';
import { MAX_LOOKUP_BYTES } from '@/lib/booking/lookup-route';
import { MAX_SUBMISSION_BYTES } from '@/lib/submissions/routes';
import { MAX_REQUEST_BODY_BYTES, refuseOversizedBody } from './request-size.mjs';

// The routes' limits are read from their modules, which are server-only.
vi.mock('server-only', () => ({}));

/** A server with the front door's check before a handler that counts the bytes it read. */
async function frontDoor() {
  const read: number[] = [];
  const server = createServer((request, response) => {
    if (refuseOversizedBody(request, response)) return;
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      read.push(bytes);
      response.end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const post = (body: Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/content/v1/', headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
      });
      sent.on('error', reject);
      sent.end(body);
    });
  return { read, post, close: () => server.close() };
}

describe('the largest request body', () => {
  it('is the largest any route takes, so the front door never refuses what a route would accept', () => {
    const routes = [MAX_WEBHOOK_BYTES, CONTENT_API_BYTES, MAX_SUBMISSION_BYTES, MAX_LOOKUP_BYTES, AI_SEARCH_BYTES, MAX_ACCOUNT_BYTES];
    expect(Math.max(...routes)).toBe(MAX_REQUEST_BODY_BYTES);
  });

  it('refuses a longer declared body with 413 before any of it reaches the handler', async () => {
    const door = await frontDoor();
    try {
      const refused = await door.post(Buffer.alloc(1024 * 1024, 'x'));
      expect([refused.status, refused.headers['cache-control'], refused.headers.connection, JSON.parse(refused.text)]).toEqual([
        413,
        'private, no-store',
        'close',
        { error: `The body must be at most ${MAX_REQUEST_BODY_BYTES} bytes.` },
      ]);
      const taken = await door.post(Buffer.alloc(MAX_REQUEST_BODY_BYTES, 'x'));
      expect([taken.status, taken.text]).toEqual([200, 'ok']);
      // A body without a declared length goes on to the route, which checks it as it arrives.
      const chunked = await door.post(Buffer.alloc(MAX_REQUEST_BODY_BYTES + 10, 'x'), { 'transfer-encoding': 'chunked' });
      expect(chunked.status).toBe(200);
      expect(door.read).toEqual([MAX_REQUEST_BODY_BYTES, MAX_REQUEST_BODY_BYTES + 10]);
    } finally {
      door.close();
    }
  });
});
