/**
 * The visitor's last AI search, kept in this tab (sessionStorage) so the
 * results page can say 'You asked for "…"' and offer to edit it. The text
 * never goes into the results' address: those pages are cached per address,
 * and a text there would make a cached page per text and put it in the HTML.
 */
export type SavedAiSearch = { text: string; href: string };

const KEY = 'ai-tours:last-search';

export function saveAiSearch(search: SavedAiSearch): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(search));
  } catch {
    // Storage off (private mode, quota): the results simply do not show the text.
  }
}

export function readAiSearch(): SavedAiSearch | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      'text' in value &&
      'href' in value &&
      typeof value.text === 'string' &&
      typeof value.href === 'string'
    ) {
      return { text: value.text, href: value.href };
    }
  } catch {
    // Unreadable: as if nothing was saved.
  }
  return null;
}

/** The hash of the AI tours address that reopens the field with the last search (the results' Edit link). */
export const EDIT_HASH = '#edit';
