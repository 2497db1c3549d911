import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as SeedImages from './seed-images';

/**
 * Content images in Storybook and in the story tests. Fixtures point at the
 * embedded content service's Images API
 * (`/content/images/ventura/<assetId>/<hash>/<file>.webp?w=850&h=650&fit=fill&fm=webp`),
 * so the dev server (and Vitest's browser server) answers that path with the
 * handler the site's route uses, over the seed export.
 *
 * `storybook build` writes each content image the bundled stories name into
 * the static output, rendered at the parameters written in the source. A
 * static host ignores the query string, so every width of a srcset gets that
 * one file: the pictures are there (for Chromatic too), at one resolution.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ORIGIN = 'http://storybook.invalid';
// A content image URL as a string literal in a bundled chunk: /content/images/{space}/{assetId}/{hash}/{file}?{query}
const IMAGE_URL = /\/content\/images\/[\w-]+\/[\w.-]+\/[\w.-]+\/[\w.-]+(?:\?[\w=&%.,-]*)?/g;

/** Loaded through Vite so the project's TypeScript and `@/` paths resolve (Storybook's loader for main.ts has no paths). */
async function loadSeedImages(): Promise<SeedImages.ServeSeedImage> {
  const { module } = await runnerImport<typeof SeedImages>(`${ROOT}.storybook/seed-images.ts`, {
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': ROOT.replace(/\/$/, '') } },
  });
  return module.seedImages(ROOT);
}

async function reply(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function contentImages(): Plugin {
  let serve: Promise<SeedImages.ServeSeedImage> | undefined;
  const load = () => (serve ??= loadSeedImages());

  return {
    name: 'travel-site:content-images',

    configureServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        if (!req.url?.startsWith('/content/images/')) return next();
        const url = new URL(req.url, ORIGIN);
        const headers = new Headers();
        const ifNoneMatch = req.headers['if-none-match'];
        if (ifNoneMatch) headers.set('if-none-match', String(ifNoneMatch));
        load()
          .then((serveImage) => serveImage(url, { method: req.method, headers }))
          .then((response) => (response ? reply(response, res) : next()))
          .catch(next);
      });
    },

    async generateBundle(_options, bundle) {
      const wanted = new Map<string, URL>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [match] of output.code.matchAll(IMAGE_URL)) {
          const url = new URL(match, ORIGIN);
          if (!wanted.has(url.pathname)) wanted.set(url.pathname, url);
        }
      }
      if (wanted.size === 0) return;
      const serveImage = await load();
      const queue = [...wanted.values()];
      // A few renderings at once: sharp works on libuv's thread pool.
      const worker = async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await serveImage(url);
          if (!response?.ok) {
            this.warn(`${url.pathname}${url.search} is not an image of the seed (${response?.status ?? 'another space'}); not written`);
            continue;
          }
          this.emitFile({ type: 'asset', fileName: url.pathname.slice(1), source: new Uint8Array(await response.arrayBuffer()) });
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    },
  };
}
