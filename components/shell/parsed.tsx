/**
 * A block shown only once the browser has parsed all of it. The browser may paint a page before its whole HTML is
 * parsed; in a row whose items are spread across it (or aligned to its end), each item's place depends on those
 * after it, so a paint between two pieces would show the first items where the rest then pushes them: a layout
 * shift (e2e/consent.spec.ts, CLS 0). With this class the block stays invisible (its space kept) until its marker,
 * the last thing in it, is parsed; without JavaScript too.
 */
export const HIDDEN_UNTIL_PARSED = '[&:not(:has([data-parsed-end]))]:invisible';

/** The marker at the end of a block marked HIDDEN_UNTIL_PARSED. */
export function ParsedEnd() {
  return <span data-parsed-end hidden />;
}
