import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContentService, type ContentService, type SpaceExport } from '@/cms/graphql';
import { EMBEDDED_IMAGES_PATH, EMBEDDED_SPACE } from './endpoint';

/** The seed (or any `contentful space export` file) the embedded service serves. */
export const SEED_FILE = join('cms', 'seed', 'export.json');

let space: SpaceExport | undefined;
let service: ContentService | undefined;

/** The space export, read once per process (read at run time: a 2 MB JSON does not belong in a bundle). */
export function embeddedSpace(): SpaceExport {
  space ??= JSON.parse(readFileSync(join(process.cwd(), SEED_FILE), 'utf8')) as SpaceExport;
  return space;
}

/** The embedded Contentful-compatible GraphQL service, created once per process; it holds no visitor state. */
export function embeddedContentService(): ContentService {
  service ??= createContentService({ space: embeddedSpace(), ...EMBEDDED_SPACE, assetBaseUrl: EMBEDDED_IMAGES_PATH });
  return service;
}
