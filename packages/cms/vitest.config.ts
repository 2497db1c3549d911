import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cms',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    environment: 'node',
    restoreMocks: true,
  },
});
