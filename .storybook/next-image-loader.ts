/**
 * Storybook's next/image mock asks `sb-original/default-loader` for its
 * loader; main.ts points that at the site's own (next.config.ts
 * `images.loaderFile`), so stories request the same Images API URLs as pages.
 */
export { default as defaultLoader } from '../lib/content/image-loader';
