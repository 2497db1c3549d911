import { describe, expect, it } from 'vitest';
import { bannerColours, boxColours, contrastRatio, isLight, relativeLuminance } from './colours';

describe('contrast', () => {
  it('follows WCAG 2: luminance from 0 to 1, ratios from 1 to 21, #rgb as #rrggbb', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    // The ratio of #767676 on white is the well-known 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('tells light colours from dark ones', () => {
    expect(isLight('#f4f1ea')).toBe(true);
    expect(isLight('#0b4f6c')).toBe(false);
  });
});

describe('banner colours', () => {
  it('keeps the editor’s pair, and picks a readable partner when one is missing', () => {
    expect(bannerColours({ bgColor: '#d40e14', textColor: '#ffff00' })).toEqual({
      background: '#d40e14',
      text: '#ffff00',
    });
    expect(bannerColours({ bgColor: '#f4f1ea', textColor: null }).text).toBe('#171717');
    expect(bannerColours({ bgColor: '#0b4f6c', textColor: null }).text).toBe('#ffffff');
    const onLight = bannerColours({ bgColor: null, textColor: '#1f2a44' });
    expect(contrastRatio(onLight.background, '#1f2a44')).toBeGreaterThanOrEqual(4.5);
    expect(bannerColours({ bgColor: null, textColor: '#ffffff' }).background).toBe('#1f2937');
    expect(bannerColours({ bgColor: null, textColor: null })).toEqual({ background: '#1f2937', text: '#ffffff' });
  });
});

describe('box colours', () => {
  it('keeps the editor’s colours when the text reads well on the background', () => {
    expect(boxColours({ bgColor: '#fff7e6', textColor: '#1b1035' })).toEqual({
      background: '#fff7e6',
      text: '#1b1035',
    });
  });

  it('replaces a text colour that would not be readable, including white text on the page’s white', () => {
    expect(boxColours({ bgColor: null, textColor: '#ffffff' })).toEqual({ background: null, text: '#171717' });
    expect(boxColours({ bgColor: '#1b1035', textColor: '#333333' })).toEqual({
      background: '#1b1035',
      text: '#ffffff',
    });
    expect(boxColours({ bgColor: null, textColor: null })).toEqual({ background: null, text: '#171717' });
  });
});
