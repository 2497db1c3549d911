/**
 * Latency of the heaviest page query (the home page's modules) against the
 * embedded content service with the seed: 1000 runs in-process and 1000 over
 * HTTP (a local server around the same service), p50 and p95. Target: p50 at
 * most 5 ms in-process. Prints the figures and appends them to bench/RESULTS.md.
 *
 *   npm run bench:content
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { PageBasicDocument, PageModulesDocument } from '@/codegen/generated/graphql';
import { createContentService } from '@travel/cms/graphql';
import { readSeedExport } from '@/seed/load';
import { EMBEDDED_SPACE, contentApiPath } from '@/lib/content/endpoint';
import { machine, recordResults, today } from './results';

const RUNS = 1000;
const WARM_UP = 50;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, run: () => Promise<void>) {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const result = { label, p50: percentile(times, 50), p95: percentile(times, 95) };
  console.log(`${label}: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms (${RUNS} runs)`);
  return result;
}

async function main() {
  const service = createContentService({ space: readSeedExport(), ...EMBEDDED_SPACE, assetBaseUrl: '/content/images' });
  const token = EMBEDDED_SPACE.deliveryToken;

  const basic = await service.execute({
    query: PageBasicDocument,
    variables: { locale: 'en-UK', slug: 'home' },
    token,
  });
  const pageId = (basic.body.data as { pageCollection: { items: { sys: { id: string } }[] } }).pageCollection.items[0]
    ?.sys.id;
  if (!pageId) throw new Error('The seed has no home page');
  const variables = { locale: 'en-UK', id: pageId, market: 'UK' };
  const check = await service.execute({ query: PageModulesDocument, variables, token });
  if (check.body.errors?.length) throw new Error(`PageModules failed: ${JSON.stringify(check.body.errors)}`);

  const inProcess = await measure('in-process PageModules', async () => {
    await service.execute({ query: PageModulesDocument, variables, token });
  });

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const response = await service.handle(
      new Request(`http://localhost${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}${contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId)}`;
  const body = JSON.stringify({ query: print(PageModulesDocument), variables });
  const overHttp = await measure('HTTP PageModules', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body,
    });
    await response.arrayBuffer();
  });
  server.close();

  const where = `${machine()}, NODE_ENV=${process.env.NODE_ENV ?? 'unset'}`;
  recordResults({
    heading: 'Content service: heaviest page query (`npm run bench:content`)',
    intro: '',
    columns: ['date', 'measurement', 'p50', 'p95', 'machine'],
    rows: [inProcess, overHttp].map((r) => [today(), r.label, r.p50.toFixed(2), r.p95.toFixed(2), where]),
  });
  if (inProcess.p50 > 5) {
    console.error(`in-process p50 ${inProcess.p50.toFixed(2)} ms is above the 5 ms target`);
    process.exitCode = 1;
  }
}

void main();
