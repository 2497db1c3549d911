import { describe, expect, it } from 'vitest';
import { ContinentsDocument, PageModulesDocument, PackagesByDestinationDocument } from '@/codegen/generated/graphql';
import { contentTag, tagsOf } from './tags';

describe('cache tags of a content query', () => {
  it('names each content type a query reads, assets included', () => {
    expect(tagsOf(ContinentsDocument)).toEqual(['content:asset', 'content:continent']);
  });

  it('follows references, unions of modules and fragments', () => {
    const tags = tagsOf(PageModulesDocument);
    for (const type of ['page', 'newsletter', 'modules', 'tab', 'package', 'marketInformation', 'market', 'loopSlider', 'country']) {
      expect(tags, type).toContain(contentTag(type));
    }
    expect(tags).not.toContain(contentTag('landing'));
    expect(tags).not.toContain(contentTag('specialJourney'));
  });

  it('covers packages found through any kind of destination', () => {
    expect(tagsOf(PackagesByDestinationDocument)).toEqual(
      expect.arrayContaining(['content:continent', 'content:superarea', 'content:area', 'content:country', 'content:city', 'content:package']),
    );
  });
});
