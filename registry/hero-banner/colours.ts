/**
 * Banner colours. bgColor and textColor are the editor's choice; when one is
 * missing the site picks the default that reads best against the other
 * (WCAG 2 contrast), so a banner is never left with unreadable defaults.
 */

const DARK = '#1f2937';
const LIGHT = '#ffffff';

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2 relative luminance of a hex colour (#rgb or #rrggbb). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether a colour is light enough that dark text (and a light scrim behind light-on-photo text) suits it. */
export function isLight(hex: string): boolean {
  return contrastRatio(hex, '#000000') > contrastRatio(hex, '#ffffff');
}

export type BannerColours = { background: string; text: string };

/**
 * The colours of a banner: the editor's where set; a missing text colour
 * contrasts with the background, a missing background with the text.
 */
export function bannerColours(
  { bgColor, textColor }: { bgColor: string | null; textColor: string | null },
  defaults: BannerColours = { background: DARK, text: LIGHT },
): BannerColours {
  if (bgColor && textColor) return { background: bgColor, text: textColor };
  if (bgColor) return { background: bgColor, text: isLight(bgColor) ? '#171717' : LIGHT };
  if (textColor) {
    const background = contrastRatio(textColor, defaults.background) >= 4.5 ? defaults.background : isLight(textColor) ? DARK : '#f5f5f4';
    return { background, text: textColor };
  }
  return defaults;
}
