import type { SpaceExport } from '../graphql';
import { defaultContentfulLocale } from '../model';
import { createImageHandler, type AssetImage, type ImageHandler, type ImageHandlerOptions } from './handler';

type SpaceAsset = AssetImage & { fileName: string };

/** A space export's image assets by id: what the generator draws for each (title, original size). */
function assetIndex(space: SpaceExport): Map<string, SpaceAsset> {
  const assets = new Map<string, SpaceAsset>();
  for (const asset of space.assets ?? []) {
    const file = asset.fields.file?.[defaultContentfulLocale];
    const { width, height } = file?.details?.image ?? {};
    if (!file?.fileName || !width || !height) continue;
    const title = asset.fields.title?.[defaultContentfulLocale] ?? file.fileName;
    assets.set(asset.sys.id, { title, width, height, fileName: file.fileName });
  }
  return assets;
}

/**
 * Serves a space export's generated images with the Images API parameters
 * (`w h fm q fit bg`). No server-only imports: the site's image route and
 * Storybook's dev server (.storybook/content-images.ts) share it.
 */
export function createSpaceImageHandler(
  space: SpaceExport,
  options: Omit<ImageHandlerOptions, 'lookup'> = {},
): ImageHandler {
  let assets: Map<string, SpaceAsset> | undefined;
  return createImageHandler({
    ...options,
    lookup(assetId, fileName) {
      assets ??= assetIndex(space);
      const asset = assets.get(assetId);
      return asset && asset.fileName === fileName ? asset : undefined;
    },
  });
}
