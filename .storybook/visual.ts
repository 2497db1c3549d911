import type { ViewportName } from './viewports';

/**
 * `parameters.visual` of a story (or of a whole file, in its meta): how the
 * story tests (`npm run test:stories`) screenshot it. The defaults are in
 * preview.tsx: both viewports, on.
 *
 * ```ts
 * export const LiveClock: Story = { parameters: { visual: { disable: true } } };
 * export const Wide: Story = { parameters: { visual: { viewports: ['desktop'] } } };
 * ```
 */
export type VisualParameters = {
  /** No screenshot (the story still renders and its play function still runs): for content that cannot be still. */
  disable?: boolean;
  /** Which sizes to compare; see viewports.ts. */
  viewports?: ViewportName[];
};
