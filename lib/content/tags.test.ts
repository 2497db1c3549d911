import { describe, expect, it } from 'vitest';
import { print } from 'graphql';
import {
  ContinentByIdDocument,
  ContinentsDocument,
  PageModulesDocument,
  PackagesByDestinationDocument,
} from '@/codegen/generated/graphql';
import { contentTag, entryTag, entryTagsOf, tagsOf, withEntryIds } from './tags';

describe('content-type tags of a query: the types whose entries it lists', () => {
  it('names the type of a top-level collection', () => {
    expect(tagsOf(ContinentsDocument)).toEqual(['content:continent']);
  });

  it('names nothing for a query by id: its entries are tagged by id', () => {
    expect(tagsOf(ContinentByIdDocument)).toEqual([]);
    expect(tagsOf(PageModulesDocument)).not.toContain(contentTag('page'));
    expect(tagsOf(PageModulesDocument)).not.toContain(contentTag('package'));
  });

  it('names the types found through linkedFrom, which any publish of them can change', () => {
    expect(tagsOf(PackagesByDestinationDocument)).toEqual(expect.arrayContaining(['content:package']));
  });
});

describe('entry tags of a result', () => {
  it('asks for sys.id of every entry and asset a query reads', () => {
    const printed = print(withEntryIds(ContinentsDocument));
    // The continent selects its id itself; its photo (an Asset) gets one added.
    expect(printed.match(/sys \{\s*id\s*\}/g)?.length).toBeGreaterThanOrEqual(2);
    expect(withEntryIds(ContinentsDocument)).toBe(withEntryIds(ContinentsDocument));
  });

  it('tags every entry and asset in a result, however deep', () => {
    const data = {
      page: {
        sys: { id: 'page-home' },
        modules: {
          items: [
            { sys: { id: 'tab-1' }, products: [{ sys: { id: 'package-a' }, photo: { sys: { id: 'asset-1' } } }] },
            null,
          ],
        },
      },
    };
    expect(entryTagsOf(data)).toEqual([
      entryTag('asset-1'),
      entryTag('package-a'),
      entryTag('page-home'),
      entryTag('tab-1'),
    ]);
  });
});
