import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { TEST_SCREEN_SIZE } from './.storybook/viewports';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: { '@': root },
  },
  test: {
    // Every core: Vitest's default leaves one idle, which on a 2-core machine runs the files one at a time.
    maxWorkers: availableParallelism(),
    projects: [
      // The workspace packages' own tests (packages/*/vitest.config.ts): projects `cms` and `http`.
      'packages/*',
      {
        // `npm run test:unit`: the unit tests, in Node.
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', '.next/**', 'e2e/**', 'storybook-static/**', 'packages/**'],
          environment: 'node',
          setupFiles: ['test/jest-dom.ts'],
          restoreMocks: true,
          // A test store is a PGlite (WebAssembly) started per file in a hook: on 2 cores, beside the type check and
          // the linter (scripts/test.sh), one took over Vitest's default 10 s. A hook that hangs still fails.
          hookTimeout: 60_000,
          // @urql/next's ESM build imports `next/navigation` without an extension, which only bundlers resolve.
          server: { deps: { inline: ['@urql/next'] } },
        },
      },
      {
        // `npm run test:stories`: every story (.storybook/main.ts `stories`) rendered in Chromium as a test,
        // its play function run, and its root compared with the committed screenshots (.storybook/vitest.setup.ts).
        extends: true,
        plugins: [
          storybookTest({
            configDir: join(root, '.storybook'),
            // The baseline's viewport (Storybook's own UI stays responsive); see .storybook/viewports.ts.
            initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
          }),
        ],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium; nothing downloads a browser (see playwright.config.ts).
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                  '--hide-scrollbars',
                  '--font-render-hinting=none',
                ],
              },
              // No browser command may wait forever: a stuck screenshot would hold the page's queue and
              // time out every story after it.
              actionTimeout: 20_000,
              contextOptions: {
                // Playwright emulates a screen the size of the first viewport; Vitest then sizes the page to each
                // test frame, and on a page taller than that screen a shot's height rounds a pixel either way
                // from run to run. A screen as large as the tallest shot keeps it exact (.storybook/viewports.ts).
                viewport: TEST_SCREEN_SIZE,
                screen: TEST_SCREEN_SIZE,
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
                colorScheme: 'light',
                locale: 'en-GB',
                timezoneId: 'UTC',
              },
            }),
            // Two pages per core: a story spends much of its time waiting for frames, pictures and screenshots.
            instances: [{ browser: 'chromium', maxWorkers: 2 * availableParallelism() }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: {
                  // Per-pixel colour distance (YIQ, 0-1). The same Chromium renders the same bytes, so this can be
                  // strict: 0.01 sees white turn neutral-50 (#fafafa). Pixels pixelmatch recognises as
                  // anti-aliasing are never counted.
                  threshold: 0.01,
                  // A moved button or a recoloured block differs in thousands of pixels; 20 is noise.
                  allowedMismatchedPixels: 20,
                },
                screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
                // Baselines live together under stories/__screenshots__/<story file path>/<story>-<viewport>-chromium-linux.png.
                resolveScreenshotPath: ({
                  arg,
                  browserName,
                  ext,
                  platform,
                  root: projectRoot,
                  testFileDirectory,
                  testFileName,
                }) =>
                  join(
                    projectRoot,
                    'stories/__screenshots__',
                    testFileDirectory,
                    testFileName,
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
              },
            },
          },
        },
      },
    ],
  },
});
