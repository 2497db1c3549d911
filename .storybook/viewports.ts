/**
 * The two sizes every story is checked at (the visual baseline) and offered in
 * Storybook's viewport toolbar: Tailwind's `xl` desktop and a common phone.
 */
export const viewports = {
  desktop: { name: 'Desktop 1280 x 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  mobile: { name: 'Mobile 390 x 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export type ViewportName = keyof typeof viewports;

/** Pixels of a viewport, for Vitest's `page.viewport()`. */
export function viewportSize(name: ViewportName): { width: number; height: number } {
  const { width, height } = viewports[name].styles;
  return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
}

/** The tallest screenshot: a taller story is cut there (a page of modules belongs in the end-to-end tests). */
export const MAX_SHOT_HEIGHT = 4000;
/** Room left under a tall story, so its bottom edge never meets the frame's. */
export const SHOT_SLACK = 16;
/** The browser screen of the story tests (vitest.config.ts): the widest viewport, and room for the tallest shot. */
export const TEST_SCREEN_SIZE = {
  width: Math.max(...Object.values(viewports).map(({ styles }) => Number.parseInt(styles.width, 10))),
  height: MAX_SHOT_HEIGHT + SHOT_SLACK,
};
