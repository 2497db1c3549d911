import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const GOOD_TOKEN = 'x'.repeat(32);

function errorOf(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe('parseEnv', () => {
  it('uses the defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.ALLOW_INDEXING).toBe(false);
    expect(env.MAINTENANCE_MODE).toBe(false);
    expect(env.MAINTENANCE_RETRY_AFTER).toBe(600);
    expect(env.DEBUG_ERRORS_TOKEN).toBeUndefined();
  });

  it('treats empty strings and undefined as unset', () => {
    const env = parseEnv({
      SITE_URL: '',
      ALLOW_INDEXING: '',
      MAINTENANCE_MODE: undefined,
      MAINTENANCE_RETRY_AFTER: '',
      DEBUG_ERRORS_TOKEN: '',
    });
    expect(env).toEqual({
      SITE_URL: 'http://localhost:3000',
      ALLOW_INDEXING: false,
      MAINTENANCE_MODE: false,
      MAINTENANCE_RETRY_AFTER: 600,
      CONTENT_SOURCE: 'embedded',
      CONTENTFUL_ENVIRONMENT: 'master',
      REDIS_KEY_PREFIX: 'next-cache',
      CONTENTFUL_GRAPHQL_URL: 'https://graphql.contentful.com',
      DATA_DIR: '.data',
      MAIL_FROM: 'Ventura Travel <no-reply@localhost>',
      IMAGE_CACHE_MB: 64,
      CONTENT_API_REQUESTS_PER_MINUTE: 300,
      CONTENT_API_MAX_EXECUTION_MS: 100,
      RESULTS_STATES_PER_MINUTE: 60,
      IMAGE_TRANSFORMS_PER_MINUTE: 240,
      PAGE_MEMORY_CACHE_MB: 64,
      PAGE_DISK_CACHE_MB: 256,
      TRUSTED_PROXY_HOPS: 0,
      SHUTDOWN_DRAIN_SECONDS: 0,
      GTM_ORIGIN: 'https://www.googletagmanager.com',
    });
  });

  it('takes a tag manager container only as a GTM id, and its origin only as an origin', () => {
    expect(parseEnv({}).GTM_ID).toBeUndefined();
    expect(parseEnv({ GTM_ID: 'GTM-ABC1234', GTM_ORIGIN: 'https://tags.example.com/' })).toMatchObject({
      GTM_ID: 'GTM-ABC1234',
      GTM_ORIGIN: 'https://tags.example.com',
    });
    for (const bad of ['G-ABC1234', 'GTM-abc1234', 'GTM-AB', 'GTM-ABC1234"><script>']) {
      expect(() => parseEnv({ GTM_ID: bad }), bad).toThrow('GTM_ID: must be a Google Tag Manager container id');
    }
    expect(() => parseEnv({ GTM_ORIGIN: 'https://tags.example.com/gtm/' })).toThrow(
      'GTM_ORIGIN: must be an origin only',
    );
    expect(() => parseEnv({ GTM_ORIGIN: 'javascript:alert(1)' })).toThrow(
      'GTM_ORIGIN: must be an absolute http(s) URL',
    );
  });

  it('takes an SMTP server for mail only as an smtp(s) URL, and a sender only as an address', () => {
    expect(
      parseEnv({ SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: 'Ventura <no-reply@example.com>' }),
    ).toMatchObject({
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Ventura <no-reply@example.com>',
    });
    expect(() => parseEnv({ SMTP_URL: 'https://smtp.example.com' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    );
    expect(() => parseEnv({ MAIL_FROM: 'Ventura\r\nBcc: x@evil.example' })).toThrow(
      'MAIL_FROM: must be an e-mail address',
    );
  });

  it('takes the content endpoint\'s CORS origins as origins or "*" alone, unset by default (the site\'s own origin)', () => {
    expect(parseEnv({}).CONTENT_API_CORS_ORIGINS).toBeUndefined();
    expect(
      parseEnv({ CONTENT_API_CORS_ORIGINS: 'https://www.example.com, http://localhost:3000/ ,' })
        .CONTENT_API_CORS_ORIGINS,
    ).toEqual(['https://www.example.com', 'http://localhost:3000']);
    expect(parseEnv({ CONTENT_API_CORS_ORIGINS: 'https://Tools.Example.com:8443' }).CONTENT_API_CORS_ORIGINS).toEqual([
      'https://tools.example.com:8443',
    ]);
    expect(parseEnv({ CONTENT_API_CORS_ORIGINS: ' * ' }).CONTENT_API_CORS_ORIGINS).toEqual(['*']);
    for (const bad of [
      '*,https://www.example.com',
      'www.example.com',
      'https://www.example.com/graphql',
      'https://www.example.com?x=1',
      'ftp://files.example.com',
      'https://user:pass@example.com',
      ',',
      'null',
    ]) {
      expect(() => parseEnv({ CONTENT_API_CORS_ORIGINS: bad }), bad).toThrow(
        'CONTENT_API_CORS_ORIGINS: must be "*" alone or comma-separated origins',
      );
    }
  });

  it('takes a PostgreSQL server for the data store, and a booking engine, each only as a URL of its kind', () => {
    expect(
      parseEnv({
        DATABASE_URL: 'postgres://app:secret@db.internal:5432/site',
        BOOKING_ENGINE_URL: 'https://book.example.com',
      }),
    ).toMatchObject({
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/site',
      BOOKING_ENGINE_URL: 'https://book.example.com',
    });
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/site' })).toThrow(
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
    expect(() => parseEnv({ BOOKING_ENGINE_URL: 'book.example.com' })).toThrow(
      'BOOKING_ENGINE_URL: must be an absolute http(s) URL',
    );
  });

  it.each(['true', '1'])('turns the flags on with %j', (value) => {
    const env = parseEnv({ ALLOW_INDEXING: value, MAINTENANCE_MODE: value });
    expect(env.ALLOW_INDEXING).toBe(true);
    expect(env.MAINTENANCE_MODE).toBe(true);
  });

  it.each(['false', '0'])('keeps the flags off with %j', (value) => {
    const env = parseEnv({ ALLOW_INDEXING: value, MAINTENANCE_MODE: value });
    expect(env.ALLOW_INDEXING).toBe(false);
    expect(env.MAINTENANCE_MODE).toBe(false);
  });

  it('accepts valid values', () => {
    const env = parseEnv({
      SITE_URL: 'https://www.example.com',
      MAINTENANCE_RETRY_AFTER: '120',
      DEBUG_ERRORS_TOKEN: GOOD_TOKEN,
      REDIS_URL: 'rediss://cache.example:6380',
    });
    expect(env.REDIS_URL).toBe('rediss://cache.example:6380');
    expect(env.REDIS_KEY_PREFIX).toBe('next-cache');
    expect(env.SITE_URL).toBe('https://www.example.com');
    expect(env.MAINTENANCE_RETRY_AFTER).toBe(120);
    expect(env.DEBUG_ERRORS_TOKEN).toBe(GOOD_TOKEN);
  });

  it('takes a metrics token of 32+ printable characters and an OTLP endpoint as an http(s) URL, both unset by default', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({}).OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    const token = 'm'.repeat(32);
    expect(parseEnv({ METRICS_TOKEN: token, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toMatchObject({
      METRICS_TOKEN: token,
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    });
  });

  it('ignores variables it does not know', () => {
    expect(() => parseEnv({ PATH: '/usr/bin', NODE_ENV: 'production' })).not.toThrow();
  });

  it.each([
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://x'],
    ['ALLOW_INDEXING', 'yes'],
    ['MAINTENANCE_MODE', 'on'],
    ['MAINTENANCE_RETRY_AFTER', 'soon'],
    ['MAINTENANCE_RETRY_AFTER', '0'],
    ['MAINTENANCE_RETRY_AFTER', '1.5'],
    ['DEBUG_ERRORS_TOKEN', 'short'],
    ['CONTENT_SOURCE', 'wordpress'],
    ['CONTENT_EXPORT_FILE', 'space.yaml'],
    ['CONTENT_WS_URL', 'http://cms.example/graphql'],
    ['REVALIDATE_SECRET', 'short'],
    ['EMBEDDED_PREVIEW_TOKEN', 'embedded-preview-token'],
    ['IMAGE_CACHE_MB', '0'],
    ['PAGE_MEMORY_CACHE_MB', '-1'],
    ['PAGE_MEMORY_CACHE_MB', '64MB'],
    ['PAGE_DISK_CACHE_MB', '0'],
    ['PAGE_DISK_CACHE_MB', '1GB'],
    ['TRUSTED_PROXY_HOPS', '-1'],
    ['TRUSTED_PROXY_HOPS', 'all'],
    ['IMAGE_CACHE_MB', 'lots'],
    ['IMAGE_TRANSFORMS_PER_MINUTE', '2.5'],
    ['CONTENT_API_REQUESTS_PER_MINUTE', '0'],
    ['CONTENT_API_MAX_EXECUTION_MS', '5'],
    ['IMAGE_TRANSFORM_CONCURRENCY', '0'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_KEY_PREFIX', 'has spaces'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'a metrics token with spaces in it, long enough'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318'],
  ])('rejects %s=%j with an EnvError naming the variable', (name, value) => {
    const error = errorOf({ [name]: value });
    expect(error.message).toContain(name);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toContain(name);
  });

  it('names every bad variable in one error', () => {
    const error = errorOf({
      SITE_URL: 'ftp://x',
      ALLOW_INDEXING: 'yes',
      MAINTENANCE_RETRY_AFTER: 'soon',
      DEBUG_ERRORS_TOKEN: 'short',
      MAINTENANCE_MODE: 'true',
    });
    for (const name of ['SITE_URL', 'ALLOW_INDEXING', 'MAINTENANCE_RETRY_AFTER', 'DEBUG_ERRORS_TOKEN']) {
      expect(error.message).toContain(name);
    }
    expect(error.message).not.toContain('MAINTENANCE_MODE');
    expect(error.issues).toHaveLength(4);
  });

  it('reads content from the embedded service unless told otherwise', () => {
    expect(parseEnv({}).CONTENT_SOURCE).toBe('embedded');
    expect(parseEnv({}).CONTENTFUL_ENVIRONMENT).toBe('master');
  });

  it('needs the space and both tokens when content comes from Contentful', () => {
    const error = errorOf({ CONTENT_SOURCE: 'contentful', CONTENTFUL_DELIVERY_TOKEN: 'delivery' });
    expect(error.issues).toEqual([
      'CONTENTFUL_SPACE_ID: is required when CONTENT_SOURCE is "contentful"',
      'CONTENTFUL_PREVIEW_TOKEN: is required when CONTENT_SOURCE is "contentful"',
    ]);
    const env = parseEnv({
      CONTENT_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: 'abc123',
      CONTENTFUL_DELIVERY_TOKEN: 'delivery',
      CONTENTFUL_PREVIEW_TOKEN: 'preview',
    });
    expect(env).toMatchObject({
      CONTENT_SOURCE: 'contentful',
      CONTENTFUL_SPACE_ID: 'abc123',
      CONTENTFUL_ENVIRONMENT: 'master',
    });
  });

  it('takes the AI provider with its URL, key and model together, or not at all', () => {
    expect(parseEnv({}).AI_PROVIDER_URL).toBeUndefined();
    const full = {
      AI_PROVIDER_URL: 'https://ai.example/v1/chat/completions',
      AI_API_KEY: 'key',
      AI_MODEL: 'gpt-4o-mini',
    };
    expect(parseEnv(full)).toMatchObject(full);
    expect(errorOf({ AI_PROVIDER_URL: full.AI_PROVIDER_URL }).issues).toEqual([
      'AI_API_KEY: is required when any of AI_PROVIDER_URL, AI_API_KEY, AI_MODEL is set (all three or none)',
      'AI_MODEL: is required when any of AI_PROVIDER_URL, AI_API_KEY, AI_MODEL is set (all three or none)',
    ]);
    expect(errorOf({ ...full, AI_PROVIDER_URL: 'ftp://ai.example/' }).issues).toEqual([
      'AI_PROVIDER_URL: must be an absolute http(s) URL (a chat completions endpoint)',
    ]);
  });
});
