import { describe, expect, it } from 'vitest';
import { sectionHref } from './sections';

describe('section addresses', () => {
  it('lead to the localized results, filtered by section and destination', () => {
    expect(sectionHref('en', 'Cruises')).toBe('/en/results/packages/?section=Cruises');
    expect(sectionHref('it', 'TravelPackages', 'caraibi')).toMatch(
      /^\/it\/[^?]+\/\?section=TravelPackages&destination=caraibi$/,
    );
  });
});
