/**
 * The visual baseline of the story tests: after each story has rendered (and
 * its play function passed), its root is compared with the committed
 * screenshot at each viewport (stories/__screenshots__/, see vitest.config.ts).
 * Runs only under Vitest; Storybook's own UI never loads this file.
 */
import { afterEach, beforeAll, beforeEach, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import { setImageScope } from './image-scope';
import { STORY_ROOT_ATTRIBUTE } from './story-root';
import type { VisualParameters } from './visual';
import { MAX_SHOT_HEIGHT, SHOT_SLACK, viewportSize, type ViewportName } from './viewports';

// What the addon puts on the test context: the composed story, with its merged parameters.
type StoryTestContext = TestContext & { story?: { parameters: { visual?: VisualParameters } } };

// Still pictures: no animations or transitions, no blinking caret, no scrollbars taking width.
const STILL_CSS = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition: none !important;
  caret-color: transparent !important;
}
html { scroll-behavior: auto !important; scrollbar-width: none; }
/* The story's own outer margins belong to its picture. */
[${STORY_ROOT_ATTRIBUTE}] { display: flow-root; }
`;

beforeAll(() => {
  const style = document.createElement('style');
  style.dataset.visualTests = '';
  style.textContent = STILL_CSS;
  document.head.append(style);
});

// Each story's pictures are its own: nothing an earlier story loaded changes which srcset candidate shows.
beforeEach(({ task }) => setImageScope(task.id));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// A rendered frame, or 100 ms where the page paints no frames (a page in the background).
const nextFrame = () =>
  Promise.race([new Promise<void>((resolve) => requestAnimationFrame(() => resolve())), sleep(100)]);
// Waits are bounded: a story that never settles fails on its screenshot, it does not hang the run.
const SETTLE_TIMEOUT_MS = 10_000;

/** Waits for fonts and every picture on the page (lazy ones too); a picture that fails to load fails the story. */
async function settle(): Promise<void> {
  await Promise.race([document.fonts.ready, sleep(SETTLE_TIMEOUT_MS)]);
  // Let a resize re-pick srcset candidates before waiting for them.
  await nextFrame();
  await nextFrame();
  const images = Array.from(document.images);
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.race([
    Promise.all(images.map((image) => image.decode().catch(() => undefined))),
    sleep(SETTLE_TIMEOUT_MS),
  ]);
  const broken = images.filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc);
  if (broken.length > 0) {
    throw new Error(
      `Picture(s) did not load, so the screenshot would show a broken image:\n${broken.map((image) => `  ${image.currentSrc}`).join('\n')}`,
    );
  }
  await nextFrame();
}

/**
 * Sets the frame's size and waits until the page has it: on a busy machine the resize may land a frame or more
 * after `page.viewport` returns, and a story measured at the previous story's (taller) size is shot too tall
 * (a full-height layout fills it).
 */
async function resizeTo(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while ((window.innerWidth !== width || window.innerHeight !== height) && performance.now() < deadline)
    await nextFrame();
}

afterEach(async (context) => {
  const { story, task } = context as StoryTestContext;
  // Not a story test, or the story already failed: nothing worth comparing.
  if (!story || task.result?.state === 'fail') return;
  const visual = story.parameters.visual ?? {};
  if (visual.disable) return;

  const root = document.querySelector<HTMLElement>(`[${STORY_ROOT_ATTRIBUTE}]`);
  if (!root)
    throw new Error(`No element with ${STORY_ROOT_ATTRIBUTE}: is the beforeEach of .storybook/preview.tsx in place?`);

  const wanted: ViewportName[] = visual.viewports ?? ['desktop', 'mobile'];
  for (const viewport of wanted) {
    const { width, height } = viewportSize(viewport);
    await resizeTo(width, height);
    await settle();
    // The frame paints only what it shows: a story taller than the viewport gets a viewport taller than
    // the story (measured at the real size), so what is below the fold is compared too.
    const storyHeight = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
    if (storyHeight > height) {
      await resizeTo(width, Math.min(storyHeight, MAX_SHOT_HEIGHT) + SHOT_SLACK);
      await settle();
    }
    // Whole pixels: the shot is the box itself, not a rounding of its 894.48 px.
    root.style.height = `${Math.ceil(root.getBoundingClientRect().height)}px`;
    // Soft: every viewport is compared (and a missing baseline written) even when an earlier one differs.
    await context.expect.soft(root).toMatchScreenshot(`${task.name}-${viewport}`);
    root.style.height = '';
  }
});
