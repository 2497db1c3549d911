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
import { admit, withWholeBody } from './front-door.mjs';
import { MAX_REQUEST_BODY_BYTES } from './request-size.mjs';

// The routes' limits are read from their modules, which are server-only.
vi.mock('server-only', () => ({}));

/** A server with the front door as server.mjs has it, before a handler that counts the bytes it read and the length it was told. */
async function frontDoor() {
  const read: number[] = [];
  const declared: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    if (!admit(request, response, 0)) return;
    withWholeBody(request, response, (whole) => {
      let bytes = 0;
      declared.push(whole.headers['content-length']);
      whole.on('data', (chunk: Buffer) => (bytes += chunk.length));
      whole.on('end', () => {
        read.push(bytes);
        response.end('ok');
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const post = (body: Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; text: string }>((resolve, reject) => {
      const sent = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/content/v1/', headers },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  /** The body written 8 KB at a time, each after the last has gone: the 413 comes while the client is still sending. */
  const postInPieces = (body: Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/content/v1/', headers },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        },
      );
      sent.on('error', reject);
      const write = (at: number) => {
        if (at >= body.length) return void sent.end();
        sent.write(body.subarray(at, at + 8192), () => setTimeout(() => write(at + 8192), 1));
      };
      write(0);
    });
  return { read, declared, post, postInPieces, close: () => server.close() };
}

describe('the largest request body', () => {
  it('is the largest any route takes, so the front door never refuses what a route would accept', () => {
    const routes = [
      MAX_WEBHOOK_BYTES,
      CONTENT_API_BYTES,
      MAX_SUBMISSION_BYTES,
      MAX_LOOKUP_BYTES,
      AI_SEARCH_BYTES,
      MAX_ACCOUNT_BYTES,
    ];
    expect(Math.max(...routes)).toBe(MAX_REQUEST_BODY_BYTES);
  });

  it('refuses a longer declared body with 413 before any of it reaches the handler', async () => {
    const door = await frontDoor();
    try {
      const refused = await door.post(Buffer.alloc(1024 * 1024, 'x'));
      expect([
        refused.status,
        refused.headers['cache-control'],
        refused.headers.connection,
        JSON.parse(refused.text),
      ]).toEqual([
        413,
        'private, no-store',
        'close',
        { error: `The body must be at most ${MAX_REQUEST_BODY_BYTES} bytes.` },
      ]);
      const taken = await door.post(Buffer.alloc(MAX_REQUEST_BODY_BYTES, 'x'));
      expect([taken.status, taken.text]).toEqual([200, 'ok']);
      expect(door.read).toEqual([MAX_REQUEST_BODY_BYTES]);
    } finally {
      door.close();
    }
  });

  it('lets a client still sending a long chunked body read its 413 (the rest is read and dropped), rather than a reset connection', async () => {
    const door = await frontDoor();
    try {
      const refused = await door.postInPieces(Buffer.alloc(900 * 1024, ' '), {
        'transfer-encoding': 'chunked',
        'content-type': 'application/json',
      });
      expect(refused.status).toBe(413);
      expect(door.read).toEqual([]);
    } finally {
      door.close();
    }
  });

  it('refuses a longer body sent without a length (chunked) with 413 too, and hands a shorter one on whole, with its length', async () => {
    const door = await frontDoor();
    try {
      // Valid JSON in its first 64 KB, then more: Next would cut it there and the route would take what is left.
      const json = Buffer.from(JSON.stringify({ query: '{ __typename }' }).padEnd(MAX_REQUEST_BODY_BYTES, ' '));
      const refused = await door.post(Buffer.concat([json, Buffer.alloc(137 * 1024, ' ')]), {
        'transfer-encoding': 'chunked',
        'content-type': 'application/json',
      });
      expect([refused.status, refused.headers.connection, JSON.parse(refused.text)]).toEqual([
        413,
        'close',
        { error: `The body must be at most ${MAX_REQUEST_BODY_BYTES} bytes.` },
      ]);
      const taken = await door.post(json, { 'transfer-encoding': 'chunked' });
      expect([taken.status, taken.text]).toEqual([200, 'ok']);
      const empty = await door.post(Buffer.alloc(0), { 'transfer-encoding': 'chunked' });
      expect(empty.status).toBe(200);
      expect([door.read, door.declared]).toEqual([
        [MAX_REQUEST_BODY_BYTES, 0],
        [String(MAX_REQUEST_BODY_BYTES), '0'],
      ]);
    } finally {
      door.close();
    }
  });
});
