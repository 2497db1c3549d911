import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-path';

describe('redirect paths', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeRedirectPath('/en/about-us/')).toBe('/en/about-us/');
    expect(safeRedirectPath('/it/?q=1')).toBe('/it/?q=1');
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'en/about-us/', '', null])(
    'refuses %s',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  it.each(['/.//evil.example', '/%2e//evil.example', '/a/..//evil.example', '/\t/evil.example'])(
    'refuses %s, a path that becomes //host once resolved',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );

  it('gives back percent-encoded ASCII, which a Location header takes, and keeps the fragment', () => {
    expect(safeRedirectPath('/€?q=ü#é')).toBe('/%E2%82%AC?q=%C3%BC#%C3%A9');
    expect(safeRedirectPath('/a\u0000b')).toBe('/a%00b');
    expect(() => new Headers({ location: safeRedirectPath('/€\u0000')! })).not.toThrow();
    expect(safeRedirectPath('/it/accedi/?next=%2Fit%2F#invalid_credentials')).toBe(
      '/it/accedi/?next=%2Fit%2F#invalid_credentials',
    );
  });
});
