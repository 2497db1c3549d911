import { createSpaceImageHandler } from '@/cms/images/space-assets';
import { SPACE_ID } from '@/cms/seed/constants';
import { readSeedExport } from '@/cms/seed/load';
import { EMBEDDED_IMAGES_PATH } from '@/lib/content/endpoint';

/** Answers a request for a content image of the seed's space, or null for any other path. */
export type ServeSeedImage = (url: URL, init?: RequestInit) => Promise<Response | null>;

/**
 * The embedded content service's Images API over the seed export, as the site's
 * route (app/content/images/[space]/[assetId]/[hash]/[fileName]/route.ts)
 * serves it. Runs in Node, loaded by content-images.ts through Vite.
 */
export function seedImages(root: string): ServeSeedImage {
  const handle = createSpaceImageHandler(readSeedExport(root));
  const prefix = `${EMBEDDED_IMAGES_PATH}/`;
  return async (url, init = {}) => {
    if (!url.pathname.startsWith(prefix)) return null;
    const [space, assetId, hash, fileName, ...rest] = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
    if (space !== SPACE_ID || !assetId || !hash || !fileName || rest.length > 0) return null;
    return handle(new Request(url, init), { assetId, fileName });
  };
}
