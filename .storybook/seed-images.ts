import { availableParallelism } from 'node:os';
import { createWorkQueue } from '@travel/cms/images/queue';
import { createSpaceImageHandler } from '@travel/cms/images/space-assets';
import { SPACE_ID } from '@/seed/constants';
import { readSeedExport } from '@/seed/load';
import { EMBEDDED_IMAGES_PATH } from '@/lib/content/endpoint';

export type SeedImages = {
  /** Answers a request for a content image of the seed's space, or null for any other path. */
  serve(url: URL, init?: RequestInit): Promise<Response | null>;
  /** Each image asset's id and URL path (`/content/images/ventura/<id>/<hash>/<file>`), as the embedded service gives it. */
  paths: ReadonlyMap<string, string>;
};

/**
 * The embedded content service's Images API over the seed export, as the site's
 * route (app/content/images/[space]/[assetId]/[hash]/[fileName]/route.ts)
 * serves it. Runs in Node, loaded by content-images.ts through Vite.
 */
export function seedImages(root: string): SeedImages {
  const space = readSeedExport(root);
  // The site answers 503 to a transform that waited over 3 s for its turn (load shedding). The story tests ask for
  // hundreds of pictures from several pages at once on a 2-core machine: here a picture waits for its turn, since
  // a refused one would fail its story as a broken image.
  const handle = createSpaceImageHandler(space, {
    queue: createWorkQueue({ concurrency: availableParallelism(), maxQueue: 10_000, maxWaitMs: 120_000 }),
  });
  const prefix = `${EMBEDDED_IMAGES_PATH}/`;
  const paths = new Map<string, string>();
  for (const asset of space.assets) {
    for (const file of Object.values(asset.fields.file ?? {})) {
      // `//images.ctfassets.net/ventura/<id>/<hash>/<file>` -> `/content/images/ventura/<id>/<hash>/<file>`
      const path = file?.url.replace(/^(?:[a-z]+:)?\/\/[^/]+/i, '');
      if (path && file?.contentType?.startsWith('image/') !== false && !paths.has(asset.sys.id))
        paths.set(asset.sys.id, `${EMBEDDED_IMAGES_PATH}${path}`);
    }
  }
  return {
    paths,
    async serve(url, init = {}) {
      if (!url.pathname.startsWith(prefix)) return null;
      const [spaceId, assetId, hash, fileName, ...rest] = url.pathname
        .slice(prefix.length)
        .split('/')
        .map(decodeURIComponent);
      if (spaceId !== SPACE_ID || !assetId || !hash || !fileName || rest.length > 0) return null;
      return handle(new Request(url, init), { assetId, fileName });
    },
  };
}
