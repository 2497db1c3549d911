import 'server-only';
import { createHash } from 'node:crypto';
import { createContentService, type ContentService, type SpaceExport } from '@travel/cms/graphql';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readSeedExport } from '@/seed/load';
import { env } from '@/lib/env';
import { contentApiCorsOrigins, EMBEDDED_IMAGES_PATH, EMBEDDED_SPACE } from './endpoint';

let space: SpaceExport | undefined;
let fingerprint: string | undefined;
let service: ContentService | undefined;

/**
 * The space export, read once per process (read at run time: a 2 MB JSON does
 * not belong in a bundle): CONTENT_EXPORT_FILE when set, else the seed.
 */
export function embeddedSpace(): SpaceExport {
  const file = env().CONTENT_EXPORT_FILE;
  space ??= file ? (JSON.parse(readFileSync(resolve(process.cwd(), file), 'utf8')) as SpaceExport) : readSeedExport();
  return space;
}

/**
 * The embedded Contentful-compatible GraphQL service, created once per process; it holds no visitor state.
 * Drafts only with EMBEDDED_PREVIEW_TOKEN: without it no token reads them. Pages of other origins than the site's
 * (or CONTENT_API_CORS_ORIGINS) may not read its answers in a browser.
 */
export function embeddedContentService(): ContentService {
  service ??= createContentService({
    space: embeddedSpace(),
    ...EMBEDDED_SPACE,
    previewToken: env().EMBEDDED_PREVIEW_TOKEN,
    assetBaseUrl: EMBEDDED_IMAGES_PATH,
    corsOrigins: contentApiCorsOrigins(env()),
    maxExecutionMs: env().CONTENT_API_MAX_EXECUTION_MS,
  });
  return service;
}

/**
 * A short hash of the embedded content: part of every cache key, so a deploy
 * with new seed content never serves the previous one from Next's data cache
 * (which outlives builds in .next/cache).
 */
export function embeddedContentFingerprint(): string {
  fingerprint ??= createHash('sha256').update(JSON.stringify(embeddedSpace())).digest('hex').slice(0, 12);
  return fingerprint;
}
