/*
 * The trip lengths of the search forms and the results' duration filter
 * (SPEC section 5), defined here so the form schemas and lib/results read one list.
 */

/** Trip lengths a visitor chooses from, in days (inclusive). */
export const durationRanges = {
  'up-to-5': [1, 5],
  '6-9': [6, 9],
  '10-14': [10, 14],
  '15-plus': [15, Number.POSITIVE_INFINITY],
} as const satisfies Record<string, readonly [number, number]>;
export type DurationRange = keyof typeof durationRanges;
export const durationKeys = Object.keys(durationRanges) as DurationRange[];
