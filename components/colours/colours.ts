/**
 * Editors' colours (bgColor, textColor on banners and landing boxes) and the
 * WCAG 2 contrast arithmetic that keeps text readable on them: where an
 * editor's pair is incomplete or unreadable, the site picks the partner that
 * reads best, so a module is never left with words nobody can read.
 */

const DARK = '#1f2937';
const INK = '#171717';
const WHITE = '#ffffff';
/** WCAG 2 AA for body text. */
const MINIMUM_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance of a hex colour (#rgb or #rrggbb). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (#rgb or #rrggbb), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether a colour is light enough that dark text (and a light scrim behind light-on-photo text) suits it. */
export function isLight(hex: string): boolean {
  return contrastRatio(hex, '#000000') > contrastRatio(hex, WHITE);
}

export type EditorColours = { bgColor: string | null; textColor: string | null };
export type BannerColours = { background: string; text: string };

/**
 * A banner's colours (hero banners, banner cards): the editor's where set; a
 * missing text colour contrasts with the background, a missing background
 * with the text.
 */
export function bannerColours(
  { bgColor, textColor }: EditorColours,
  defaults: BannerColours = { background: DARK, text: WHITE },
): BannerColours {
  if (bgColor && textColor) return { background: bgColor, text: textColor };
  if (bgColor) return { background: bgColor, text: isLight(bgColor) ? INK : WHITE };
  if (textColor) {
    const background =
      contrastRatio(textColor, defaults.background) >= MINIMUM_CONTRAST
        ? defaults.background
        : isLight(textColor)
          ? DARK
          : '#f5f5f4';
    return { background, text: textColor };
  }
  return defaults;
}

/**
 * A landing box's background (null: the page's white shows through) and a
 * text colour that reads on it: the editor's when it contrasts enough
 * (4.5:1), else near-black or white, whichever reads better.
 */
export function boxColours({ bgColor, textColor }: EditorColours): { background: string | null; text: string } {
  const behind = bgColor ?? WHITE;
  if (textColor && contrastRatio(textColor, behind) >= MINIMUM_CONTRAST)
    return { background: bgColor, text: textColor };
  return { background: bgColor, text: contrastRatio(INK, behind) >= contrastRatio(WHITE, behind) ? INK : WHITE };
}
