import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import storybook from 'eslint-plugin-storybook';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores(['.next/**', 'codegen/generated/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'storybook-static/**', '.vitest/**']),
  // Stories (CSF rules) and .storybook/main.ts (addons must be installed).
  ...storybook.configs['flat/recommended'],
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Tests render plain anchors on purpose: they exercise what the browser does with them.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
]);
