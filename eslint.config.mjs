import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';
import storybook from 'eslint-plugin-storybook';

/**
 * The site's layers, each importing only the ones after it (README,
 * "Layers"): route files, then the screens they render, the renderer, the
 * module registry, components, lib and the form schemas.
 */
export const layers = ['app', 'screens', 'renderer', 'registry', 'components', 'lib', 'schemas'];

/** Tests, stories and their fixtures may reach across layers: they are not part of what a layer ships. */
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.type-test.tsx',
  '**/*.stories.tsx',
  '**/fixtures.ts',
  '**/fixture-context.ts',
  '**/*-arbitrary.ts',
];

const layerZones = layers.slice(1).map((layer, index) => ({
  target: `./${layer}`,
  from: layers.slice(0, index + 1).map((above) => `./${above}`),
  message: `${layer}/ sits below ${layers.slice(0, index + 1).join(', ')}: it imports only from ${layers.slice(index + 2).join(', ') || 'packages'}.`,
}));

/** The embedded CMS is reached through lib/content and the route handlers that mount it, nowhere else. */
const cmsZone = {
  target: [
    './screens/**',
    './renderer/**',
    './registry/**',
    './components/**',
    './schemas/**',
    './lib/!(content)/**',
    './lib/*',
    './app/**/*.tsx',
  ],
  // Its real folder, or its link in node_modules (the node resolver does not follow the link).
  from: ['./packages/cms/**', './node_modules/@travel/cms/**'],
  message:
    'The CMS is read through lib/content (lib/content/model.ts for the content model), or mounted by a route handler.',
};

/** The workspace packages import nothing from the site (they are packages: each stands on its own). */
const packagesZone = {
  target: './packages',
  from: [...layers.map((layer) => `./${layer}`), './seed', './scripts', './e2e', './bench', './stories', './codegen'],
  message: 'A workspace package imports nothing from the site.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  globalIgnores([
    '.next/**',
    'codegen/generated/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'storybook-static/**',
    '.vitest/**',
  ]),
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
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: testFiles,
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, cmsZone, packagesZone] }] },
  },
  {
    // Tests render plain anchors on purpose: they exercise what the browser does with them.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
]);
