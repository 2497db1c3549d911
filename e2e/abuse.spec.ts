import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { SITE } from './support';

/**
 * One request must not poison what other visitors get: the production server's page store and a restart, as an
 * attacker would try them. The proxy's and the front door's rules are unit-tested (proxy.abuse.test.ts,
 * lib/http/front-door.test.ts); these run them through the real server.
 */

/** A production server of the build of its own, just started (the redirect table not yet loaded), on a data store of its own. */
async function freshServer(port: number) {
  const server = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    env: { ...process.env, DATA_DIR: `.data/e2e-abuse-${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server_ready within 30 s: ${output}`)), 30_000);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('server_ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGINT'), output: () => output };
}

const location = (response: Response) => {
  const value = response.headers.get('location');
  return value === null ? null : new URL(value, 'http://any.example').pathname;
};

test('right after a start, one client’s X-Forwarded-Proto cannot empty the redirect table: every visitor gets the CMS redirects', async () => {
  const server = await freshServer(Number(process.env.E2E_PORT_BASE ?? 3100) + 20);
  try {
    const first = await fetch(`${server.origin}/en/offers/`, {
      redirect: 'manual',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'attacker.example' },
    });
    expect([first.status, location(first)]).toEqual([308, '/en/results/packages/']);
    for (const [path, target] of [
      ['/en/offers/', '/en/results/packages/'],
      ['/it/offerte/', '/it/risultati/pacchetti/'],
    ]) {
      const plain = await fetch(`${server.origin}${path}`, { redirect: 'manual' });
      expect([path, plain.status, location(plain)]).toEqual([path, 308, target]);
    }
    expect(server.output()).not.toContain('redirect_table_unavailable');
  } finally {
    server.stop();
  }
});

test('a 404 in the language of the visitor’s settings is theirs alone: the next visitor gets theirs, not a stored copy', async () => {
  const address = `${SITE}/no-such-page-${Date.now()}/`;
  const italian = await fetch(address, { headers: { 'accept-language': 'it-IT,it;q=0.9' } });
  expect([italian.status, italian.headers.get('cache-control')]).toEqual([404, 'private, no-store']);
  expect(await italian.text()).toContain('<html lang="it"');
  const spanish = await fetch(address, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
  expect([spanish.status, spanish.headers.get('age')]).toEqual([404, null]);
  expect(await spanish.text()).toContain('<html lang="es"');
});

test('a form POST to a page is refused without a render, and the page is still served from the store', async () => {
  await fetch(`${SITE}/en/`);
  const posted = await fetch(`${SITE}/en/`, { method: 'POST', body: new URLSearchParams({ a: '1' }) });
  expect([posted.status, posted.headers.get('allow'), posted.headers.get('x-nextjs-cache')]).toEqual([
    405,
    'GET, HEAD',
    null,
  ]);
  const traced = await fetch(`${SITE}/en/`, { method: 'TRACE' }).catch(() => null);
  // Node's fetch refuses to send TRACE itself; when it does send it, the server answers 405.
  if (traced) expect(traced.status).toBe(405);
  const page = await fetch(`${SITE}/en/`);
  expect([page.status, page.headers.get('age')]).toEqual([200, expect.stringMatching(/^\d+$/)]);
});

test('unknown framework and route addresses answer 404 that no shared cache keeps', async () => {
  for (const path of ['/_next/static/chunks/no-such-chunk.js', '/api/no-such-route/']) {
    const missing = await fetch(`${SITE}${path}`);
    expect([path, missing.status, missing.headers.get('cache-control')]).toEqual([path, 404, 'private, no-store']);
  }
});

test('a body sent without a length is refused past 64 KB, on the content endpoint and the webhook alike', async () => {
  // Valid JSON in its first 64 KB, then more: the route would have taken what Next cut off.
  const json = JSON.stringify({ query: '{ __typename }' }).padEnd(64 * 1024, ' ');
  const body = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(json));
        controller.enqueue(new Uint8Array(137 * 1024).fill(32));
        controller.close();
      },
    });
  for (const path of ['/content/v1/spaces/ventura/environments/master', '/api/revalidate/']) {
    const sent = await fetch(`${SITE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer embedded-delivery-token' },
      body: body(),
      duplex: 'half',
    } as RequestInit);
    expect([path, sent.status]).toEqual([path, 413]);
  }
});
