import { describe, expect, it } from 'vitest';
import { createContentService } from '@travel/cms/graphql';
import { parseEnv } from '@/lib/env';
import { readSeedExport } from '@/seed/load';
import { contentApiCorsOrigins, contentApiPath, EMBEDDED_SPACE } from './endpoint';

describe('which pages may read the embedded content endpoint in a browser', () => {
  it('the site’s own origin unless CONTENT_API_CORS_ORIGINS says otherwise', () => {
    expect(contentApiCorsOrigins(parseEnv({}))).toEqual(['http://localhost:3000']);
    expect(contentApiCorsOrigins(parseEnv({ SITE_URL: 'https://www.example.com/' }))).toEqual([
      'https://www.example.com',
    ]);
    expect(
      contentApiCorsOrigins(
        parseEnv({ SITE_URL: 'https://www.example.com', CONTENT_API_CORS_ORIGINS: 'https://tools.example.com' }),
      ),
    ).toEqual(['https://tools.example.com']);
    expect(contentApiCorsOrigins(parseEnv({ CONTENT_API_CORS_ORIGINS: '*' }))).toEqual(['*']);
  });

  it('the service built with them allows the site’s pages and no other’s; the site’s browser query sends its token in a header', async () => {
    const env = parseEnv({ SITE_URL: 'https://www.example.com' });
    const service = createContentService({
      space: readSeedExport(),
      ...EMBEDDED_SPACE,
      corsOrigins: contentApiCorsOrigins(env),
    });
    const endpoint = `https://www.example.com${contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId)}`;
    // What the destination search's urql client sends (lib/content/client/create-client.ts): POST, Authorization header.
    const ask = (origin: string) =>
      service.handle(
        new Request(endpoint, {
          method: 'POST',
          headers: {
            origin,
            authorization: `Bearer ${EMBEDDED_SPACE.deliveryToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ query: '{ countryCollection(limit: 1) { total } }' }),
        }),
      );
    const own = await ask('https://www.example.com');
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBe('https://www.example.com');
    const foreign = await ask('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await service.handle(
      new Request(endpoint, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-headers': 'authorization' },
      }),
    );
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
