import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixtureContext } from '@/registry/fixture-context';
import { linksModuleSchema } from '@/registry/links-module/schema';
import { describeIssues } from './diagnostics';

const { t } = fixtureContext('en');

/** What an editor reads for a payload, parsed as registry entries parse it. */
function whatTheEditorReads(schema: z.ZodType, payload: unknown): string[] {
  const parsed = schema.safeParse(payload, { reportInput: true });
  if (parsed.success) throw new Error('the payload parsed');
  return describeIssues(parsed.error.issues, t);
}

describe('field paths', () => {
  it('read as the CMS field names: no Collection suffix, no items wrapper, positions from 1', () => {
    const payload = {
      name: 'Popular searches',
      slug: 'popular-searches',
      linksCollection: {
        items: [
          { sys: { id: 'l1' }, name: 'Beach holidays', typeSites: 'TravelPackages' },
          { sys: { id: 'l2' }, name: 'Cruises', typeSites: 'Spaceships' },
        ],
      },
    };
    expect(whatTheEditorReads(linksModuleSchema, payload)).toEqual([
      'The field "links › 2 › typeSites" has a value the site cannot show.',
    ]);
  });

  it('name a grouped section’s items by position, and the list itself when it is the list that is wrong', () => {
    const schema = z.object({ items: z.array(z.object({ photo: z.object({ url: z.string() }) })).max(1) });
    expect(whatTheEditorReads(schema, { items: [{ photo: null }] })).toEqual(['The field "1 › photo" is empty.']);
    expect(whatTheEditorReads(schema, { items: [{ photo: { url: 'a' } }, { photo: { url: 'b' } }] })).toEqual([
      'The field "items" has too many items (at most 1).',
    ]);
  });
});

describe('a schema’s own rules', () => {
  const schema = z.object({ cta: z.string().nullable(), link: z.string().nullable() }).superRefine((banner, ctx) => {
    if (banner.cta && !banner.link)
      ctx.issues.push({ code: 'custom', path: ['link'], message: 'A button needs a link.', input: banner.link });
    if (banner.link?.startsWith('javascript:'))
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'Not a web address.' });
  });

  it('read as empty when they report the field’s empty value, and as a value the site cannot show otherwise', () => {
    expect(whatTheEditorReads(schema, { cta: 'Book', link: null })).toEqual(['The field "link" is empty.']);
    expect(whatTheEditorReads(schema, { cta: 'Book', link: 'javascript:alert(1)' })).toEqual([
      'The field "link" has a value the site cannot show.',
    ]);
  });
});

describe('empty fields', () => {
  const schema = z.object({
    title: z.string().min(1),
    code: z.string().min(3),
    tags: z.array(z.string()).min(1),
    pair: z.array(z.string()).min(2),
    count: z.number(),
    layout: z.enum(['image', 'video']),
  });
  const filled = { title: 'A title', code: 'abc', tags: ['a'], pair: ['a', 'b'], count: 1, layout: 'image' };

  it.each([
    ['null, as GraphQL sends an empty field', { ...filled, title: null }, 'The field "title" is empty.'],
    ['missing', { ...filled, title: undefined }, 'The field "title" is empty.'],
    ['an empty text', { ...filled, title: '' }, 'The field "title" is empty.'],
    ['an empty list that needs an item', { ...filled, tags: [] }, 'The field "tags" is empty.'],
    ['null for a number', { ...filled, count: null }, 'The field "count" is empty.'],
    ['a choice left unset', { ...filled, layout: null }, 'The field "layout" is empty.'],
  ])('%s reads as empty', (_, payload, sentence) => {
    expect(whatTheEditorReads(schema, payload)).toEqual([sentence]);
  });

  it.each([
    ['a value of the wrong type', { ...filled, count: 'three' }, 'The field "count" has a value the site cannot show.'],
    [
      'a choice the schema does not know',
      { ...filled, layout: 'carousel' },
      'The field "layout" has a value the site cannot show.',
    ],
    ['a text too short but not empty', { ...filled, code: 'ab' }, 'The field "code" has a value the site cannot show.'],
    [
      'a list with too few items but not empty',
      { ...filled, pair: ['a'] },
      'The field "pair" has a value the site cannot show.',
    ],
  ])('%s does not read as empty', (_, payload, sentence) => {
    expect(whatTheEditorReads(schema, payload)).toEqual([sentence]);
  });
});
