import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-path';

describe('redirect paths', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeRedirectPath('/en/about-us/')).toBe('/en/about-us/');
    expect(safeRedirectPath('/it/?q=1')).toBe('/it/?q=1');
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'en/about-us/', '', null])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});
