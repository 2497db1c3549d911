import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsText } from '@/lib/ops/metrics.mjs';
import { admit, withWholeBody } from './front-door.mjs';

/**
 * The front door as server.mjs has it, before a handler that says what reached it (`reached`: the method and path,
 * and the headers it saw) and answers 200, or 404 with Next's year-long shared lifetime for `/missing` addresses.
 */
async function frontDoor(trustedHops: number) {
  const reached: { method?: string; url?: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    if (!admit(request, response, trustedHops)) return;
    withWholeBody(request, response, (whole) => {
      reached.push({ method: whole.method, url: whole.url, headers: whole.headers });
      whole.resume();
      const missing = whole.url?.includes('/missing');
      response.writeHead(missing ? 404 : 200, { 'cache-control': missing ? 's-maxage=31536000' : 's-maxage=3600' });
      response.end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers }));
      });
      sent.on('error', reject);
      sent.end(body);
    });
  return { reached, send, close: () => server.close() };
}

describe('the front door', () => {
  let door: Awaited<ReturnType<typeof frontDoor>>;
  beforeAll(async () => (door = await frontDoor(0)));
  afterAll(() => door.close());

  it('answers a form POST to a page 405 without passing it on, and counts it', async () => {
    const before =
      (await metricsText()).text.match(/travel_front_door_refusals_total\{reason="method"\} (\d+)/)?.[1] ?? '0';
    const posted = await door.send('POST', '/en/', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
    expect([posted.status, posted.headers.allow, posted.headers['cache-control']]).toEqual([
      405,
      'GET, HEAD',
      'private, no-store',
    ]);
    expect(door.reached).toEqual([]);
    const after = (await metricsText()).text.match(/travel_front_door_refusals_total\{reason="method"\} (\d+)/)?.[1];
    expect(Number(after)).toBe(Number(before) + 1);
  });

  it('answers TRACE and other methods no route takes 405, on pages and routes alike', async () => {
    for (const [method, path, allow] of [
      ['TRACE', '/en/', 'GET, HEAD'],
      ['PUT', '/en/results/packages/', 'GET, HEAD'],
      ['TRACE', '/api/contact/', 'GET, HEAD, POST, OPTIONS'],
      ['DELETE', '/content/v1/spaces/ventura/environments/master', 'GET, HEAD, POST, OPTIONS'],
    ] as const) {
      const answer = await door.send(method, path);
      expect([method, path, answer.status, answer.headers.allow]).toEqual([method, path, 405, allow]);
    }
    expect(door.reached).toEqual([]);
  });

  it('lets in what pages and routes take: GET and HEAD, server actions, POSTs and preflights to routes', async () => {
    const answers = [
      await door.send('GET', '/en/'),
      await door.send('HEAD', '/en/'),
      await door.send('POST', '/en/', { 'next-action': '7f00aa', 'content-type': 'text/plain' }, '[]'),
      await door.send('POST', '/api/contact/', { 'content-type': 'application/json' }, '{}'),
      await door.send('OPTIONS', '/content/v1/spaces/ventura/environments/master'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(door.reached.splice(0).map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /en/',
      'HEAD /en/',
      'POST /en/',
      'POST /api/contact/',
      'OPTIONS /content/v1/spaces/ventura/environments/master',
    ]);
  });

  it('believes no X-Forwarded-* header with no proxy in front: nothing downstream sees one', async () => {
    await door.send('GET', '/en/offers/', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-port': '443',
      forwarded: 'for=203.0.113.9;proto=https',
      'x-client-address': '203.0.113.9',
    });
    const [{ headers }] = door.reached.splice(0) as [{ headers: IncomingHttpHeaders }];
    expect(Object.keys(headers).filter((name) => name.startsWith('x-forwarded') || name === 'forwarded')).toEqual([]);
    expect(headers['x-client-address']).toBe('127.0.0.1');
  });

  it('keeps no 404 of an unknown framework, route or build address in a shared cache; pages’ 404s as they are', async () => {
    for (const path of ['/_next/static/chunks/missing.js', '/api/missing/', '/builds/meta/missing.json']) {
      expect([path, (await door.send('GET', path)).headers['cache-control']]).toEqual([path, 'private, no-store']);
    }
    expect((await door.send('GET', '/en/missing/')).headers['cache-control']).toBe('s-maxage=31536000');
    expect((await door.send('GET', '/api/contact/')).headers['cache-control']).toBe('s-maxage=3600');
    door.reached.length = 0;
  });
});

describe('the front door behind a trusted proxy', () => {
  it('passes the proxy’s X-Forwarded-* headers on, and takes the client’s address from it', async () => {
    const door = await frontDoor(1);
    try {
      await door.send('GET', '/en/', {
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'travel.example',
        'x-forwarded-for': '203.0.113.9',
      });
      const [{ headers }] = door.reached as [{ headers: IncomingHttpHeaders }];
      expect([headers['x-forwarded-proto'], headers['x-forwarded-host'], headers['x-client-address']]).toEqual([
        'https',
        'travel.example',
        '203.0.113.9',
      ]);
    } finally {
      door.close();
    }
  });
});
