import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { EMBEDDED_SPACE } from './lib/content/endpoint';
import { CONSENT_COOKIE, NO_CONSENT, serializeConsent } from './lib/consent/consent';

/**
 * End-to-end tests against the production build (`npm run build` first).
 * Three servers from the same build: the site, the site in maintenance mode,
 * and the site on "Contentful" (e2e/cms-switch.ts: the site's embedded service
 * behind a switch the outage tests turn off).
 * The browser is Debian's Chromium; nothing downloads one.
 */
// E2E_PORT_BASE moves the six ports (3100-3105 by default), so two checkouts can run their tests side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
process.env.E2E_PORT_BASE = String(PORT_BASE);
const SITE_PORT = PORT_BASE;
const MAINTENANCE_PORT = PORT_BASE + 1;
const OUTAGE_PORT = PORT_BASE + 2;
const CMS_SWITCH_PORT = PORT_BASE + 3;
// Two instances of the site on one Redis (REDIS_URL), both on the CMS stand-in.
const INSTANCE_PORTS = [PORT_BASE + 4, PORT_BASE + 5] as const;

// A fresh secret per run, shared with the test workers through the environment.
process.env.E2E_DEBUG_TOKEN ??= randomBytes(24).toString('hex');
process.env.E2E_PREVIEW_SECRET ??= randomBytes(24).toString('hex');
process.env.E2E_REVALIDATE_SECRET ??= randomBytes(24).toString('hex');
// The metrics scraper's token (e2e/operations.spec.ts): 48 hex characters, as METRICS_TOKEN asks at least 32.
process.env.E2E_METRICS_TOKEN ??= randomBytes(24).toString('hex');
// The embedded service's preview token (drafts); the Contentful stand-in forwards it to the site's embedded service.
process.env.E2E_EMBEDDED_PREVIEW_TOKEN ??= randomBytes(24).toString('hex');
process.env.E2E_MAINTENANCE_URL = `http://localhost:${MAINTENANCE_PORT}`;
process.env.E2E_OUTAGE_URL = `http://localhost:${OUTAGE_PORT}`;
process.env.E2E_CMS_SWITCH_URL = `http://127.0.0.1:${CMS_SWITCH_PORT}`;
process.env.E2E_REDIS_URL ??= 'redis://127.0.0.1:6379';
// Keys of this run only, in a Redis server others may use.
process.env.E2E_REDIS_KEY_PREFIX ??= `e2e-${randomBytes(6).toString('hex')}`;

/**
 * Whether a Redis server accepts connections at E2E_REDIS_URL (lib/cache/redis-answers.ts, asked in a
 * child process: the config is read synchronously). Without one, the tests tagged @redis are left out
 * and say so; `.ci/run` starts one.
 */
const redisUp =
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./lib/cache/redis-answers.ts').then(async (module) => process.exit((await (module.redisAnswers ?? module.default.redisAnswers)(${JSON.stringify(process.env.E2E_REDIS_URL)})) ? 0 : 1))`,
    ],
    {
      stdio: 'ignore',
    },
  ).status === 0;
/**
 * The data store the two instances share (renamed addresses): a database of this run's own on the
 * PostgreSQL server at E2E_DATABASE_URL (default: this machine's), made afresh each run (`e2e_<port base>`). Without
 * a server, each instance keeps its own embedded store and the tests tagged @postgres are left out and say so.
 */
const postgresUrl = new URL(process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const sharedDatabase = `e2e_${PORT_BASE}`;
const sharedDatabaseUrl = Object.assign(new URL(postgresUrl.href), { pathname: `/${sharedDatabase}` }).href;
// Made once, by the runner: its workers read this config again (and inherit the variable), and must not drop the
// database under the running instances.
process.env.E2E_SHARED_DATABASE ??=
  redisUp &&
  spawnSync(
    process.execPath,
    [
      '-e',
      `const { Client } = require('pg'); const client = new Client({ connectionString: ${JSON.stringify(postgresUrl.href)}, connectionTimeoutMillis: 1500 });
       client.connect().then(() => client.query('drop database if exists ${sharedDatabase} with (force)')).then(() => client.query('create database ${sharedDatabase}'))
         .then(() => client.end()).then(() => process.exit(0), () => process.exit(1));`,
    ],
    { stdio: 'ignore' },
  ).status === 0
    ? 'made'
    : 'none';
const postgresUp = process.env.E2E_SHARED_DATABASE === 'made';
if (redisUp && !postgresUp)
  console.warn(
    `e2e: no PostgreSQL server at ${postgresUrl.host}; the @postgres tests (two instances sharing the data store) are left out`,
  );

process.env.E2E_INSTANCE_URLS = redisUp ? INSTANCE_PORTS.map((port) => `http://localhost:${port}`).join(' ') : '';
if (!redisUp)
  console.warn(
    `e2e: no Redis server at ${process.env.E2E_REDIS_URL}; the @redis tests (several instances on one Redis) are left out`,
  );

const LAYOUT_SPECS = [/phones\.spec\.ts$/, /baselines\.spec\.ts$/];

/** The site's tag manager container in the tests: its origin is answered by e2e/consent.spec.ts (`page.route`), never Google. */
process.env.E2E_GTM_ID ??= 'GTM-E2ETEST';

/**
 * Every test but e2e/consent.spec.ts starts as a visitor who rejected all cookies (lib/consent/consent.ts: the
 * real cookie, this version), so the banner covers nothing they click and no tag manager loads.
 */
const rejectedAll = {
  name: CONSENT_COOKIE,
  value: serializeConsent(NO_CONSENT),
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
};
const consentGiven = { cookies: ['localhost', '127.0.0.1'].map((domain) => ({ ...rejectedAll, domain })), origins: [] };

/** The site on "Contentful": the CMS stand-in of e2e/cms-switch.ts. */
const onCmsSwitch = {
  CONTENT_SOURCE: 'contentful',
  CONTENTFUL_SPACE_ID: EMBEDDED_SPACE.spaceId,
  CONTENTFUL_ENVIRONMENT: EMBEDDED_SPACE.environmentId,
  CONTENTFUL_DELIVERY_TOKEN: EMBEDDED_SPACE.deliveryToken,
  CONTENTFUL_PREVIEW_TOKEN: process.env.E2E_EMBEDDED_PREVIEW_TOKEN!,
  CONTENTFUL_GRAPHQL_URL: `http://127.0.0.1:${CMS_SWITCH_PORT}`,
  REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET!,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // One retry: a test that fails and then passes is reported as flaky in the summary (a defect to mend, never a
  // pass to forget), and does not stop the layout project behind it. One that fails twice fails the run.
  retries: 1,
  // Generous: on a loaded 2-core machine a form round trip (sign in, then a POST) has taken over 30 s; a passing test takes what it takes.
  timeout: 60_000,
  reporter: [['list']],
  // Whole-page baselines (e2e/baselines.spec.ts): one file per template and width, the same on every machine of this kind.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  expect: { toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 } },
  grepInvert: redisUp ? (postgresUp ? undefined : /@postgres/) : /@redis/,
  // The page-layout checks (every template, four languages, four widths, axe, whole-page screenshots) are
  // heavy; they run after the rest, so the timing-sensitive tests (publishing, outages, several instances,
  // build detection) never share the machine with them.
  projects: [
    { name: 'site', testIgnore: LAYOUT_SPECS },
    { name: 'layout', testMatch: LAYOUT_SPECS, dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    storageState: consentGiven,
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
      command: `node server.mjs -p ${SITE_PORT}`,
      url: `http://localhost:${SITE_PORT}/builds/latest.json`,
      env: {
        DEBUG_ERRORS_TOKEN: process.env.E2E_DEBUG_TOKEN,
        PREVIEW_SECRET: process.env.E2E_PREVIEW_SECRET,
        EMBEDDED_PREVIEW_TOKEN: process.env.E2E_EMBEDDED_PREVIEW_TOKEN,
        // Every browser of the run shares one address; the image limit per client is unit-tested (packages/cms/images/handler.test.ts).
        IMAGE_TRANSFORMS_PER_MINUTE: '100000',
        // "Contentful" for three servers behind the CMS stand-in, all from one address: each publish has them query it anew.
        CONTENT_API_REQUESTS_PER_MINUTE: '100000',
        // The tests walk hundreds of results states from that one address; the limit is tested in proxy.abuse.test.ts.
        RESULTS_STATES_PER_MINUTE: '100000',
        // The tests' browsers and content checks ask its content endpoint on a loaded 2-core machine, where a landing
        // has taken over the default 100 ms (the CMS stand-in, e2e/cms-switch.ts, has the same bound). The bound
        // itself is tested in packages/cms/graphql/service.fuzz.test.ts and measured by bench:abuse.
        CONTENT_API_MAX_EXECUTION_MS: '5000',
        REVALIDATE_SECRET: process.env.E2E_REVALIDATE_SECRET,
        METRICS_TOKEN: process.env.E2E_METRICS_TOKEN,
        // Answered by the tests (e2e/search-bar.spec.ts): the browser never leaves the machine.
        BOOKING_ENGINE_URL: 'https://booking.e2e.test',
        // A container (answered by e2e/consent.spec.ts): the pages' policy admits the tag manager's origins.
        GTM_ID: process.env.E2E_GTM_ID,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node server.mjs -p ${MAINTENANCE_PORT}`,
      url: `http://localhost:${MAINTENANCE_PORT}/builds/latest.json`,
      env: { MAINTENANCE_MODE: 'true', MAINTENANCE_RETRY_AFTER: '120' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Contentful's stand-in for the outage server: the site's embedded service until a test switches it off.
      command: `tsx e2e/cms-switch.ts ${CMS_SWITCH_PORT} http://localhost:${SITE_PORT}`,
      url: `http://127.0.0.1:${CMS_SWITCH_PORT}/__cms/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node server.mjs -p ${OUTAGE_PORT}`,
      url: `http://localhost:${OUTAGE_PORT}/builds/latest.json`,
      // A data store of its own (its webhooks record renamed addresses there): PGlite belongs to one process.
      env: { ...onCmsSwitch, DATA_DIR: '.data/e2e-outage' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(redisUp ? INSTANCE_PORTS : []).map((port) => ({
      command: `node server.mjs -p ${port}`,
      url: `http://localhost:${port}/builds/latest.json`,
      env: {
        ...onCmsSwitch,
        REDIS_URL: process.env.E2E_REDIS_URL!,
        REDIS_KEY_PREFIX: process.env.E2E_REDIS_KEY_PREFIX!,
        DATA_DIR: `.data/e2e-instance-${port}`,
        ...(postgresUp ? { DATABASE_URL: sharedDatabaseUrl } : {}),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
