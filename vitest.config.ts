import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'e2e/**'],
    environment: 'node',
    restoreMocks: true,
    // @urql/next's ESM build imports `next/navigation` without an extension, which only bundlers resolve.
    server: { deps: { inline: ['@urql/next'] } },
  },
});
