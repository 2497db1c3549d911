/** The id of the n-th result's list item (1-based): "Show more" moves focus to the first new one. */
export const resultId = (n: number) => `result-${n}`;
