import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'http',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
    restoreMocks: true,
  },
});
