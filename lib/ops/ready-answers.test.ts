import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startDraining } from './draining.mjs';
import { createReadyAnswers, REFRESH_HEADER } from './ready-answers.mjs';

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('travel-site.draining')];
});

/** server.mjs's composition: the kept answer first, else the stand-in for Next (which counts what reached it). */
async function site(now: () => number) {
  const answers = createReadyAnswers({ now });
  let reached = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (answers.answer(request, response)) return;
    answers.keep(request, response);
    reached += 1;
    response.writeHead(reached === 1 ? 200 : 503, {
      'content-type': 'application/json',
      'cache-control': 'private, no-store',
    });
    response.end(JSON.stringify({ ready: reached === 1, asked: reached }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  const get = async (path = '/api/ready/') => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return {
      status: response.status,
      body: await response.json(),
      cacheControl: response.headers.get('cache-control'),
    };
  };
  return { get, reached: () => reached };
}

describe("/api/ready/'s last answer", () => {
  it('is answered from memory for a second, status, headers and body, then Next is asked again', async () => {
    let time = 1_000_000;
    const { get, reached } = await site(() => time);
    expect(await get()).toEqual({ status: 200, body: { ready: true, asked: 1 }, cacheControl: 'private, no-store' });
    time += 999;
    expect(await get('/api/ready')).toEqual({
      status: 200,
      body: { ready: true, asked: 1 },
      cacheControl: 'private, no-store',
    });
    expect(reached()).toBe(1);
    time += 1;
    expect(await get()).toMatchObject({ status: 503, body: { ready: false, asked: 2 } });
  });

  it('is never answered from memory while the process drains', async () => {
    const time = 1_000_000;
    const { get, reached } = await site(() => time);
    await get();
    startDraining();
    await get();
    expect(reached()).toBe(2);
  });

  it('answers nothing but the readiness route', async () => {
    const { get, reached } = await site(() => 1);
    await get('/api/health/');
    await get('/api/health/');
    expect(reached()).toBe(2);
  });
});

describe("/api/ready/'s last answer and the metrics token", () => {
  /** A stand-in for Next that, as lib/ops/routes.ts, gives the detail only with the token. */
  async function siteWithDetail(now: () => number) {
    const answers = createReadyAnswers({ now });
    const reached: string[] = [];
    const server = createServer((request, response) => {
      if (answers.answer(request, response)) return;
      answers.keep(request, response);
      const detailed = request.headers.authorization === 'Bearer the-token';
      reached.push(detailed ? 'detail' : 'status');
      response.writeHead(200, { 'content-type': 'application/json', vary: 'Authorization' });
      response.end(
        JSON.stringify(
          detailed
            ? { status: 'ready', parts: { build: { detail: 'build-1' } }, asked: reached.length }
            : { status: 'ready', asked: reached.length },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (authorization?: string) =>
      (await (await fetch(`${origin}/api/ready/`, { headers: authorization ? { authorization } : {} })).json()) as {
        status: string;
        parts?: unknown;
        asked: number;
      };
    return { get, reached };
  }

  it('never gives a detailed answer from memory: the one with the token is not kept', async () => {
    const time = 1_000_000;
    const { get, reached } = await siteWithDetail(() => time);
    expect(await get('Bearer the-token')).toMatchObject({ parts: { build: { detail: 'build-1' } } });
    // Within the second: the anonymous poll reaches Next, and gets its status alone.
    expect(await get()).toEqual({ status: 'ready', asked: 2 });
    expect(await get()).toEqual({ status: 'ready', asked: 2 });
    expect(reached).toEqual(['detail', 'status']);
  });

  it('never gives the kept anonymous answer to a request with an Authorization header, right or wrong', async () => {
    const time = 1_000_000;
    const { get, reached } = await siteWithDetail(() => time);
    expect(await get()).toEqual({ status: 'ready', asked: 1 });
    expect(await get('Bearer the-token')).toMatchObject({ asked: 2, parts: { build: { detail: 'build-1' } } });
    expect(await get('Bearer a-wrong-token')).toEqual({ status: 'ready', asked: 3 });
    // The kept answer is still the first anonymous one, without the detail.
    expect(await get()).toEqual({ status: 'ready', asked: 1 });
    expect(reached).toEqual(['status', 'detail', 'status']);
  });
});

describe("/api/ready/'s last answer, refreshed in the background", () => {
  it('past a second, is still answered while one refresh asks Next again; past two, Next answers itself', async () => {
    let time = 1_000_000;
    const answers = createReadyAnswers({
      now: () => time,
      refresh: () =>
        fetch(`${origin}/api/ready/`, { headers: { [REFRESH_HEADER]: '1' } }).then((answer) => answer.text()),
    });
    let reached = 0;
    const server = createServer((request, response) => {
      if (answers.answer(request, response)) return;
      answers.keep(request, response);
      reached += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ asked: reached }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const asked = async () => ((await (await fetch(`${origin}/api/ready/`)).json()) as { asked: number }).asked;
    expect(await asked()).toBe(1);
    time += 1500;
    // The kept answer, and one refresh behind it (however many ask meanwhile).
    expect(await asked()).toBe(1);
    await Promise.all([asked(), asked(), asked()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reached).toBe(2);
    expect(await asked()).toBe(2);
    time += 5000;
    expect(await asked()).toBe(3);
  });
});
