import { expect, test } from '@playwright/test';
import { phoneTemplates, renderPublishedAgain } from './phone-layout';

/**
 * Whole-page baselines: each template at a phone's and a desktop's
 * width, in English. A layout that grows past the screen makes the page wider
 * than the baseline, and any change of layout shows as a difference. Every
 * photo is the same grey picture (a photo's pixels are the CMS's, not the
 * layout's; text over a photo stays visible), all load at once, every module
 * is rendered, and motion is off. Update after an intended change: `npm run test:e2e:update`.
 */

// A 1 x 1 grey PNG, stretched by each picture's own box.
const GREY = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVQI12NoaGgAAAMEAYFL09IQAAAAAElFTkSuQmCC',
  'base64',
);

const maintenanceUrl = process.env.E2E_MAINTENANCE_URL!;

const pages: Record<string, string> = { ...phoneTemplates, '503 page': `${maintenanceUrl}/en/` };

test.use({ reducedMotion: 'reduce' });

test.beforeAll(({ request }) => renderPublishedAgain(request));

for (const width of [360, 1280] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: width < 768, isMobile: width < 768 });

    for (const [template, path] of Object.entries(pages)) {
      test(template, async ({ page }) => {
        await page.route(/\/content\/images\/|\/_next\/image/, (route) =>
          route.fulfill({ contentType: 'image/png', body: GREY }),
        );
        await page.goto(path);
        // Off-screen modules skip rendering (content-visibility: auto) until scrolled to: render them all, as a visitor who scrolls sees them.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        await page.evaluate(async () => {
          for (const image of document.images) image.loading = 'eager';
          await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
          await document.fonts.ready;
        });
        await expect(page).toHaveScreenshot(`${template.replaceAll(' ', '-')}-${width}.png`, {
          fullPage: true,
          mask: [page.locator('video')],
        });
      });
    }
  });
}
