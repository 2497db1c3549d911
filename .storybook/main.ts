import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/nextjs-vite';
import type { Plugin } from 'vite';
// `.js`: Node's ESM loader reads main.ts, and Storybook maps `.js` to the `.ts` beside it.
import { contentImages } from './content-images.js';

const IMAGE_LOADER = 'sb-original/default-loader';

/**
 * Points the next/image mock at the project's loader; `post`, so it wins over
 * the framework's own alias. The framework pre-bundles that module as a
 * dependency, which would freeze our source in Vite's cache: it is served as
 * source instead, so a change to lib/content/image-loader.ts reaches stories.
 */
const projectImageLoader: Plugin = {
  name: 'travel-site:next-image-loader',
  enforce: 'post',
  config(config) {
    const optimizeDeps = (config.optimizeDeps ??= {});
    optimizeDeps.include = optimizeDeps.include?.filter((id) => id !== IMAGE_LOADER);
    optimizeDeps.exclude = [...(optimizeDeps.exclude ?? []), IMAGE_LOADER];
    return {
      resolve: { alias: { [IMAGE_LOADER]: fileURLToPath(new URL('./next-image-loader.ts', import.meta.url)) } },
    };
  },
};

const config: StorybookConfig = {
  stories: ['../registry/**/*.stories.tsx', '../components/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/nextjs-vite', options: {} },
  // Offline: no telemetry, no crash reports, no "what's new" or version checks against the network.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), contentImages(), projectImageLoader];
    // Build output and test artefacts of other tools are not story sources: no reloads when they change.
    const ignored = [
      '**/.next/**',
      '**/storybook-static/**',
      '**/.vitest/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ];
    viteConfig.server = { ...viteConfig.server, watch: { ...viteConfig.server?.watch, ignored } };
    return viteConfig;
  },
};

export default config;
