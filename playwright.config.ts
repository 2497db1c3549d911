import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the production build (`npm run build` first).
 * Two servers from the same build: the site, and the site in maintenance mode.
 * The browser is Debian's Chromium; nothing downloads one.
 */
const SITE_PORT = 3100;
const MAINTENANCE_PORT = 3101;

// A fresh secret per run, shared with the test workers through the environment.
process.env.E2E_DEBUG_TOKEN ??= randomBytes(24).toString('hex');
process.env.E2E_MAINTENANCE_URL = `http://localhost:${MAINTENANCE_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `next start -p ${SITE_PORT}`,
      url: `http://localhost:${SITE_PORT}/builds/latest.json`,
      env: { DEBUG_ERRORS_TOKEN: process.env.E2E_DEBUG_TOKEN },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `next start -p ${MAINTENANCE_PORT}`,
      url: `http://localhost:${MAINTENANCE_PORT}/builds/latest.json`,
      env: { MAINTENANCE_MODE: 'true', MAINTENANCE_RETRY_AFTER: '120' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
