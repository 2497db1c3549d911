import { seoFields } from './seo';
import { limits } from './limits';
import {
  assetLink,
  defineContentType,
  entryLink,
  entryLinks,
  slug,
  symbol,
  symbols,
  text,
  type FieldSpec,
} from './define';

/**
 * Destinations, broadest first: continent > superarea (a group of countries,
 * e.g. "Scandinavia") > country > area (a region inside a country, e.g.
 * "Tuscany") > city. Every level has the same five common fields; each adds
 * the links that place it in the hierarchy.
 */

/** The fields every destination level has (SPEC section 3: id, name, slug, description, spelling, photo). */
function destinationFields(kind: string, example: string, slugExample: string): FieldSpec[] {
  return [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: `The ${kind}'s name as visitors read it in this language, e.g. "${example}".`,
    }),
    slug('slug', {
      help: `The ${kind}'s part of the web address, e.g. "${slugExample}". Lower-case letters, digits and hyphens; translate it per language.`,
    }),
    text('description', {
      localized: true,
      widget: 'markdown',
      help: `An introduction to the ${kind} shown on its destination page. You can use headings, bold text and lists.`,
    }),
    symbols('spelling', {
      localized: true,
      help: `Other ways visitors may type the ${kind}'s name when searching (local spellings, old names, common typos). Press Enter after each one.`,
    }),
    assetLink('photo', {
      mimetypes: ['image'],
      help: `The main photo of the ${kind}, shown at the top of its page and on cards. Use a landscape picture, at least 1200 × 800 pixels.`,
    }),
    ...seoFields(),
  ];
}

export const continent = defineContentType({
  id: 'continent',
  name: 'Continent',
  description: 'A continent such as Europe or South America: the top level of the destinations.',
  displayField: 'name',
  fields: destinationFields('continent', 'South America', 'south-america'),
});

export const superarea = defineContentType({
  id: 'superarea',
  name: 'Superarea',
  description: 'A group of countries within a continent, such as Scandinavia or the Caribbean.',
  displayField: 'name',
  fields: [
    ...destinationFields('region', 'Scandinavia', 'scandinavia'),
    entryLink('continent', ['continent'], {
      required: true,
      help: 'The continent this group of countries belongs to.',
    }),
  ],
});

export const country = defineContentType({
  id: 'country',
  name: 'Country',
  description: 'A country. Packages are listed by country on the results pages.',
  displayField: 'name',
  fields: [
    ...destinationFields('country', 'Italy', 'italy'),
    entryLink('continent', ['continent'], {
      required: true,
      help: 'The continent the country is on. It decides the country’s web address and where it is listed.',
    }),
    entryLinks('superareas', ['superarea'], {
      name: 'Superareas',
      max: limits.countrySuperareas,
      help: `The groups of countries this country belongs to, e.g. Scandinavia. Used to suggest similar countries. Leave empty if none (at most ${limits.countrySuperareas}).`,
    }),
  ],
});

export const area = defineContentType({
  id: 'area',
  name: 'Area',
  description: 'A region inside a country, such as Tuscany or Patagonia.',
  displayField: 'name',
  fields: [
    ...destinationFields('area', 'Tuscany', 'tuscany'),
    entryLink('country', ['country'], {
      required: true,
      help: 'The country this area is in.',
    }),
  ],
});

export const city = defineContentType({
  id: 'city',
  name: 'City',
  description: 'A city. Its page lives under its country and continent.',
  displayField: 'name',
  fields: [
    ...destinationFields('city', 'Rome', 'rome'),
    entryLink('country', ['country'], {
      required: true,
      help: 'The country the city is in. The city’s web address is built from it and its continent.',
    }),
  ],
});

export const destinationContentTypes = [continent, superarea, country, area, city];
