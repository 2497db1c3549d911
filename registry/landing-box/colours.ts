/**
 * A box's colours. bgColor and textColor are the editor's choice; text that
 * would not be readable on its background (WCAG AA, 4.5:1) is replaced by
 * near-black or white, whichever reads better, so an unlucky pair never
 * hides a box's words.
 */

const WHITE = '#ffffff';
const INK = '#171717';
/** WCAG 2 AA for body text. */
const MINIMUM_CONTRAST = 4.5;

function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const value = parseInt(full.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (#rgb or #rrggbb), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The box's background (null: the page's white shows through) and a text
 * colour that reads on it: the editor's when it contrasts enough.
 */
export function boxColours({ bgColor, textColor }: { bgColor: string | null; textColor: string | null }): {
  background: string | null;
  text: string;
} {
  const behind = bgColor ?? WHITE;
  if (textColor && contrastRatio(textColor, behind) >= MINIMUM_CONTRAST) return { background: bgColor, text: textColor };
  return { background: bgColor, text: contrastRatio(INK, behind) >= contrastRatio(WHITE, behind) ? INK : WHITE };
}
