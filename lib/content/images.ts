import 'server-only';
import { defaultContentfulLocale } from '@/cms/model';
import { createImageHandler, type AssetImage, type ImageHandler } from '@/cms/images/handler';
import { embeddedSpace } from './embedded';

let handler: ImageHandler | undefined;
let assets: Map<string, AssetImage & { fileName: string }> | undefined;

/** The seed's image assets by id: what the generator draws for each (title, original size). */
function assetIndex() {
  if (assets) return assets;
  assets = new Map();
  for (const asset of embeddedSpace().assets ?? []) {
    const file = asset.fields.file?.[defaultContentfulLocale];
    const { width, height } = file?.details?.image ?? {};
    if (!file?.fileName || !width || !height) continue;
    const title = asset.fields.title?.[defaultContentfulLocale] ?? file.fileName;
    assets.set(asset.sys.id, { title, width, height, fileName: file.fileName });
  }
  return assets;
}

/** Serves the seed's generated images with the Images API parameters (`w h fm q fit bg`). */
export function embeddedImageHandler(): ImageHandler {
  handler ??= createImageHandler({
    lookup(assetId, fileName) {
      const asset = assetIndex().get(assetId);
      return asset && asset.fileName === fileName ? asset : undefined;
    },
  });
  return handler;
}
