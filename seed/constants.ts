/**
 * Fixed values of the seed space. They are public on purpose (like
 * Contentful's example spaces): the embedded content service serves the seed
 * under the same space id, so asset URLs and links look the same offline and
 * in a real space the seed was imported into.
 */

/** The space id written into every `sys.space` link and asset URL. */
export const SPACE_ID = 'ventura';

/** The environment every entity of the export belongs to. */
export const ENVIRONMENT_ID = 'master';

/**
 * The one timestamp every `sys` date of the seed carries (created, updated,
 * published). A fixed value keeps `generateSeed()` pure: the same code always
 * writes the same file, so the committed export can be checked for staleness.
 */
export const SEED_TIMESTAMP = '2026-01-15T09:00:00.000Z';

/** Where the generated export is written, relative to the repository root. */
export const EXPORT_FILE = 'seed/export.json';

/** The host of the (fictional) booking engine the packages' TravelC links point to. */
export const BOOKING_BASE_URL = 'https://booking.example.com';

/** Contentful's asset CDN host, as `contentful space export` writes asset URLs (protocol-relative). */
export const ASSET_HOST = 'images.ctfassets.net';
