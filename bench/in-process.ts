import { registerHooks } from 'node:module';

/**
 * Lets a benchmark run the site's content loaders in-process with plain
 * Node (tsx), outside Next: `server-only` is a no-op and `next/cache`'s
 * `cacheLife` / `cacheTag` do nothing (without Next's cache each query simply
 * runs against the embedded content service). Call before importing a loader.
 */
export function allowServerModules(): void {
  const stubs: Record<string, string> = {
    'server-only': 'module.exports = {};',
    'next/cache': 'module.exports = { cacheLife() {}, cacheTag() {}, unstable_cache: (run) => run };',
  };
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier in stubs) return { url: `stub:${specifier}`, format: 'commonjs', shortCircuit: true };
      return next(specifier, context);
    },
    load(url, context, next) {
      if (url.startsWith('stub:'))
        return { format: 'commonjs', source: stubs[url.slice('stub:'.length)]!, shortCircuit: true };
      return next(url, context);
    },
  });
}
