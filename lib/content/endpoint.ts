import { ENVIRONMENT_ID, SPACE_ID } from '@/seed/constants';
import type { Env } from '@/lib/env';

/**
 * The embedded content service's space: public, fixed values (like
 * Contentful's own example spaces), so any GraphQL client can be pointed at
 * http://localhost:3000/content/v1/spaces/ventura/environments/master with
 * `Authorization: Bearer embedded-delivery-token`. The delivery token reads
 * published content only, which every visitor sees anyway. The preview token
 * (drafts) is a secret and is never fixed here: it is EMBEDDED_PREVIEW_TOKEN,
 * and without it the embedded service shows no drafts to anyone.
 */
export const EMBEDDED_SPACE = {
  spaceId: SPACE_ID,
  environmentId: ENVIRONMENT_ID,
  deliveryToken: 'embedded-delivery-token',
} as const;

/** Where the embedded service serves generated images (Contentful's Images API parameters apply). */
export const EMBEDDED_IMAGES_PATH = '/content/images';

export function contentApiPath(spaceId: string, environmentId: string): string {
  return `/content/v1/spaces/${spaceId}/environments/${environmentId}`;
}

export type ContentEndpoint = {
  source: Env['CONTENT_SOURCE'];
  /** The GraphQL endpoint; for the embedded source a path on this site. */
  url: string;
  deliveryToken: string;
  /** Reads drafts; undefined when the source has none configured (embedded without EMBEDDED_PREVIEW_TOKEN). */
  previewToken: string | undefined;
};

/** The GraphQL endpoint and tokens of the configured content source. */
export function contentEndpoint(env: Env): ContentEndpoint {
  if (env.CONTENT_SOURCE === 'contentful') {
    // parseEnv guarantees these when the source is Contentful.
    const spaceId = env.CONTENTFUL_SPACE_ID!;
    return {
      source: 'contentful',
      url: `${env.CONTENTFUL_GRAPHQL_URL.replace(/\/+$/, '')}${contentApiPath(spaceId, env.CONTENTFUL_ENVIRONMENT)}`,
      deliveryToken: env.CONTENTFUL_DELIVERY_TOKEN!,
      previewToken: env.CONTENTFUL_PREVIEW_TOKEN!,
    };
  }
  return {
    source: 'embedded',
    url: contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId),
    deliveryToken: EMBEDDED_SPACE.deliveryToken,
    previewToken: env.EMBEDDED_PREVIEW_TOKEN,
  };
}

/**
 * The origins whose pages may read the embedded content endpoint in a browser (its CORS headers):
 * CONTENT_API_CORS_ORIGINS, else the site's own origin (SITE_URL). A page of any other origin may still send a
 * request (one without the token in a header is a 401), but neither read the answer nor send the Authorization
 * header: the preflight it needs gets no allowing answer.
 */
export function contentApiCorsOrigins(env: Env): readonly string[] {
  return env.CONTENT_API_CORS_ORIGINS ?? [new URL(env.SITE_URL).origin];
}

/** Why editors' draft preview is off, or null when it is on: the variables still to set. */
export function previewUnavailableReason(env: Env): string[] | null {
  const missing: string[] = [];
  if (!env.PREVIEW_SECRET) missing.push('PREVIEW_SECRET');
  if (env.CONTENT_SOURCE === 'embedded' && !env.EMBEDDED_PREVIEW_TOKEN) missing.push('EMBEDDED_PREVIEW_TOKEN');
  return missing.length > 0 ? missing : null;
}

/**
 * Whether draft mode can show drafts: the preview link has its secret and the
 * content source a preview token. Off, the preview link does not exist and a
 * leftover draft-mode cookie reads published content.
 */
export function previewAvailable(env: Env): boolean {
  return previewUnavailableReason(env) === null;
}
