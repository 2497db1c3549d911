import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugErrorsAllowed, debugTokenOf } from './debug';

vi.mock('server-only', () => ({}));

/** What `env()` reports when a test does not pass `secret` (an omitted or undefined secret falls back to it). */
const configured = vi.hoisted(() => ({ token: undefined as string | undefined }));
vi.mock('@/lib/env', () => ({ env: () => ({ DEBUG_ERRORS_TOKEN: configured.token }) }));

const SECRET = 'a-debug-secret-of-at-least-32-characters';

afterEach(() => {
  configured.token = undefined;
});

describe('debugErrorsAllowed', () => {
  it.each([
    ['development', SECRET],
    ['production', SECRET],
    ['test', SECRET],
    ['development', undefined],
  ])('is false without showErrors (NODE_ENV %s, token %s)', (nodeEnv, token) => {
    expect(debugErrorsAllowed({ showErrors: false, token, nodeEnv, secret: SECRET })).toBe(false);
  });

  it('is true in development with showErrors, even without a token or secret', () => {
    expect(debugErrorsAllowed({ showErrors: true, token: undefined, nodeEnv: 'development', secret: undefined })).toBe(
      true,
    );
  });

  describe('in production with showErrors', () => {
    const base = { showErrors: true, nodeEnv: 'production' } as const;

    it('is false when no secret is configured, whatever the token', () => {
      expect(debugErrorsAllowed({ ...base, token: SECRET })).toBe(false);
      expect(debugErrorsAllowed({ ...base, token: 'anything' })).toBe(false);
      expect(debugErrorsAllowed({ ...base, token: '', secret: '' })).toBe(false);
    });

    it('uses the configured DEBUG_ERRORS_TOKEN when no secret is passed', () => {
      configured.token = SECRET;
      expect(debugErrorsAllowed({ ...base, token: SECRET })).toBe(true);
      expect(debugErrorsAllowed({ ...base, token: 'wrong' })).toBe(false);
    });

    it('is false without a token', () => {
      expect(debugErrorsAllowed({ ...base, token: undefined, secret: SECRET })).toBe(false);
      expect(debugErrorsAllowed({ ...base, token: null, secret: SECRET })).toBe(false);
      expect(debugErrorsAllowed({ ...base, token: '', secret: SECRET })).toBe(false);
    });

    it('is false with a wrong token of the same length', () => {
      const wrong = `${SECRET.slice(0, -1)}X`;
      expect(wrong).toHaveLength(SECRET.length);
      expect(debugErrorsAllowed({ ...base, token: wrong, secret: SECRET })).toBe(false);
    });

    it('is false with a token of a different length, including a prefix or extension of the secret', () => {
      expect(debugErrorsAllowed({ ...base, token: SECRET.slice(0, 10), secret: SECRET })).toBe(false);
      expect(debugErrorsAllowed({ ...base, token: `${SECRET}!`, secret: SECRET })).toBe(false);
    });

    it('is true with the right token', () => {
      expect(debugErrorsAllowed({ ...base, token: SECRET, secret: SECRET })).toBe(true);
    });
  });

  it('treats any NODE_ENV other than development like production', () => {
    expect(debugErrorsAllowed({ showErrors: true, token: undefined, nodeEnv: 'test', secret: SECRET })).toBe(false);
    expect(debugErrorsAllowed({ showErrors: true, token: SECRET, nodeEnv: 'test', secret: SECRET })).toBe(true);
  });
});

describe('debugTokenOf', () => {
  function cookies(values: Record<string, string>) {
    return {
      get: (name: string) => (name in values ? { value: values[name]! } : undefined),
    };
  }

  it('reads the x-debug-token header first', () => {
    const headers = new Headers({ 'X-Debug-Token': 'from-header' });
    expect(debugTokenOf(headers, cookies({ debug_token: 'from-cookie' }))).toBe('from-header');
  });

  it('falls back to the debug_token cookie', () => {
    expect(debugTokenOf(new Headers(), cookies({ debug_token: 'from-cookie', other: 'x' }))).toBe('from-cookie');
  });

  it('is undefined when neither is present', () => {
    expect(debugTokenOf(new Headers({ authorization: 'Bearer x' }), cookies({ other: 'x' }))).toBeUndefined();
  });
});
