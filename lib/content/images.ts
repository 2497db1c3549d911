import 'server-only';
import type { ImageHandler } from '@/cms/images/handler';
import { createSpaceImageHandler } from '@/cms/images/space-assets';
import { embeddedSpace } from './embedded';

let handler: ImageHandler | undefined;

/** Serves the seed's generated images with the Images API parameters (`w h fm q fit bg`). */
export function embeddedImageHandler(): ImageHandler {
  handler ??= createSpaceImageHandler(embeddedSpace());
  return handler;
}
