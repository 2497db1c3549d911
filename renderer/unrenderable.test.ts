import { describe, expect, it, vi } from 'vitest';
import type * as Pages from '@/lib/content/pages';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({
  unstable_cache: (run: () => Promise<unknown>) => run,
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
// The seed's modules through the site's loaders; a test may break one the way an editor could.
const breakModules = { newsletterWithoutButton: false };
vi.mock('@/lib/content/pages', async (importOriginal) => {
  const original = await importOriginal<typeof Pages>();
  return {
    ...original,
    loadPageModules: async (...args: Parameters<typeof original.loadPageModules>) => {
      const modules = await original.loadPageModules(...args);
      if (!breakModules.newsletterWithoutButton) return modules;
      return modules.map((module) =>
        (module as { __typename: string }).__typename === 'Newsletter' ? { ...module, cta: null } : module,
      );
    },
  };
});

const { unrenderableModules } = await import('./unrenderable');

describe('a published page’s modules that will not render', () => {
  it('are none on the seed’s home page, in any language', { timeout: 60_000 }, async () => {
    expect(await unrenderableModules('page-home')).toEqual([]);
  });

  it('name the module, its kind, the language and the preview’s sentence', { timeout: 60_000 }, async () => {
    breakModules.newsletterWithoutButton = true;
    try {
      const found = await unrenderableModules('page-home');
      expect(found.map(({ locale, kind }) => `${locale} ${kind}`)).toEqual([
        'en newsletter',
        'it newsletter',
        'pt newsletter',
        'es newsletter',
      ]);
      expect(found[0]!.module).toMatch(/^newsletter-/);
      expect(found[0]!.problems).toEqual(['The field "cta" is empty.']);
    } finally {
      breakModules.newsletterWithoutButton = false;
    }
  });
});
