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

/**
 * The tallest screenshot: a taller story is cut there. The browser page that
 * holds the test frame is made this tall (vitest.config.ts), so a story is
 * always inside it: a frame that sticks out of the page gets clips that round
 * a pixel either way from one run to the next.
 */
export const MAX_SHOT_HEIGHT = 4000;
/** Room left under a tall story, so its bottom edge never meets the frame's. */
export const SHOT_SLACK = 16;
/** The browser page's size: the widest viewport, and room for the tallest screenshot. */
export const TEST_PAGE_SIZE = {
  width: Math.max(...Object.values(viewports).map(({ styles }) => Number.parseInt(styles.width, 10))),
  height: MAX_SHOT_HEIGHT + SHOT_SLACK,
};
