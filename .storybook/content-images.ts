import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type * as SeedImagesModule from './seed-images';

/**
 * Content images in Storybook and in the story tests. Fixtures point at the
 * embedded content service's Images API
 * (`/content/images/ventura/<assetId>/<hash>/<file>.webp?w=850&h=650&fit=fill&fm=webp`),
 * so the dev server (and Vitest's browser server) answers that path with the
 * handler the site's route uses, over the seed export.
 *
 * `storybook build` (static, e.g. for Chromatic) writes the seed images the
 * bundled stories name into the output: a URL written out in full is rendered
 * at its own parameters, an asset named only by id (a fixture helper builds
 * its URL) at its original size. A static host ignores the query string, so
 * every width of a srcset gets that one file: the pictures are there, at one
 * resolution, and a picture named neither way is missing (the build says which).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ORIGIN = 'http://storybook.invalid';
// A content image URL as a string literal in a bundled chunk: /content/images/{space}/{assetId}/{hash}/{file}?{query}
const IMAGE_URL = /\/content\/images\/[\w-]+\/[\w.-]+\/[\w.-]+\/[\w.-]+(?:\?[\w=&%.,-]*)?/g;
// Renderings at once while building: sharp works on libuv's thread pool.
const CONCURRENCY = 4;

/** Loaded through Vite so the project's TypeScript and `@/` paths resolve (Storybook's loader for main.ts has no paths). */
async function loadSeedImages(): Promise<SeedImagesModule.SeedImages> {
  const { module } = await runnerImport<typeof SeedImagesModule>(`${ROOT}.storybook/seed-images.ts`, {
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
  let seed: Promise<SeedImagesModule.SeedImages> | undefined;
  const load = () => (seed ??= loadSeedImages());

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
          .then(({ serve }) => serve(url, { method: req.method, headers }))
          .then((response) => (response ? reply(response, res) : next()))
          .catch(next);
      });
    },

    async generateBundle(_options, bundle) {
      const code = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output.code] : []));
      const { serve, paths } = await load();
      // The file each image path gets: the first full URL naming it, else the asset's original.
      const wanted = new Map<string, URL>();
      for (const chunk of code) {
        for (const [match] of chunk.matchAll(IMAGE_URL)) {
          const url = new URL(match, ORIGIN);
          if (!wanted.has(url.pathname)) wanted.set(url.pathname, url);
        }
      }
      for (const [assetId, path] of paths) {
        if (!wanted.has(path) && code.some((chunk) => chunk.includes(assetId))) wanted.set(path, new URL(path, ORIGIN));
      }

      const queue = [...wanted.values()];
      const worker = async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await serve(url);
          if (!response?.ok) {
            this.warn(
              `${url.pathname}${url.search} is not an image of the seed (${response?.status ?? 'another space'}); not written`,
            );
            continue;
          }
          this.emitFile({
            type: 'asset',
            fileName: url.pathname.slice(1),
            source: new Uint8Array(await response.arrayBuffer()),
          });
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    },
  };
}
