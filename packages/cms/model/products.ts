import { seoFields } from './seo';
import {
  assetLink,
  assetLinks,
  boolean,
  defineContentType,
  entryLink,
  entryLinks,
  integer,
  number,
  richText,
  slug,
  symbol,
  symbols,
  text,
  url,
  type FieldSpec,
} from './define';
import { destinationContentTypeIds } from './ids';
import { limits } from './limits';
import { currencies, departureMonths, productSections } from './values';

/**
 * Packages (SPEC: "paquetes") and what describes them: the three filter
 * taxonomies (categories, product types, things to do), the markets the site
 * sells in and a package's price and booking link per market.
 */

export const category = defineContentType({
  id: 'category',
  name: 'Category',
  description: 'A kind of trip, such as "Honeymoon" or "Adventure". Visitors filter packages by category.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 80 },
      help: 'The category as visitors read it in the filters, e.g. "Honeymoon".',
    }),
    slug('slug', { help: 'Used in filter web addresses, e.g. "honeymoon". Lower-case letters, digits and hyphens.' }),
  ],
});

export const productType = defineContentType({
  id: 'productType',
  name: 'Product type',
  description:
    'How a trip is organised, such as "Guided tour" or "Self-drive". Visitors filter packages by product type.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 80 },
      help: 'The product type as visitors read it in the filters, e.g. "Guided tour".',
    }),
    slug('slug', { help: 'Used in filter web addresses, e.g. "guided-tour". Lower-case letters, digits and hyphens.' }),
    text('description', {
      localized: true,
      size: { max: 500 },
      help: 'One or two sentences explaining this product type to visitors.',
    }),
  ],
});

export const thingToDo = defineContentType({
  id: 'thingToDo',
  name: 'Thing to do',
  description: 'An activity a trip includes, such as "Safari" or "Wine tasting". Visitors filter packages by it.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 80 },
      help: 'The activity as visitors read it in the filters, e.g. "Wine tasting".',
    }),
    slug('slug', {
      help: 'Used in filter web addresses, e.g. "wine-tasting". Lower-case letters, digits and hyphens.',
    }),
  ],
});

export const market = defineContentType({
  id: 'market',
  name: 'Market',
  description:
    'A country the site sells in, with its currency. Prices, booking links and some pages are set per market.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 80 },
      help: 'The market’s name, e.g. "United Kingdom".',
    }),
    symbol('iso', {
      name: 'Market code',
      required: true,
      unique: true,
      regexp: { pattern: '^[A-Z]{2}$', message: 'Two capital letters, e.g. UK, IT, PT or ES.' },
      help: 'The two-letter code of the market: UK, IT, PT or ES. Each market has its own code; the site selects content with it.',
    }),
    symbol('currency', {
      required: true,
      in: currencies,
      help: 'The currency prices in this market are shown in.',
    }),
  ],
});

export const marketInformation = defineContentType({
  id: 'marketInformation',
  name: 'Market information',
  description: 'The price of a package, special journey or banner in one market, and the booking link there.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      size: { max: 120 },
      help: 'A label for finding this entry, e.g. "Tuscany 8 days – UK". Visitors never see it.',
    }),
    entryLink('market', ['market'], {
      required: true,
      help: 'The market this price and booking link are for.',
    }),
    // Optional since special journeys and banners have prices per market too: a banner's price has no booking page.
    url('travelcUrl', {
      name: 'Booking link (TravelC)',
      absolute: true,
      help: 'The full address of the booking page in TravelC for this market, starting with https://. A package needs one; a special journey without one uses its own booking link; a banner’s price has none.',
    }),
    number('price', {
      required: true,
      range: { min: 0 },
      help: 'The "from" price per person, in the market’s currency, without the currency sign.',
    }),
    number('priceWithDiscount', {
      name: 'Price with discount',
      range: { min: 0 },
      help: 'The reduced price per person during an offer. Leave empty when there is no discount; it must be lower than the price.',
    }),
    symbol('priceBasis', {
      name: 'Price basis',
      size: { max: 80 },
      help: 'What the price is for, in the market’s language, shown next to it on the package page, e.g. "per person, based on two sharing". Leave empty for the site’s usual wording.',
    }),
  ],
});

/**
 * The "Prices per market" field of a package, a special journey or a hero banner: links to market
 * information entries, at most one per market (`max`, and the `distinct` rule Contentful cannot check).
 * One field shape and one price entry for everything the site shows a price of.
 */
export function pricesPerMarket(opts: { max: number; message: string; help: string }): FieldSpec {
  return entryLinks('marketInformation', ['marketInformation'], {
    name: 'Prices per market',
    max: opts.max,
    distinct: { by: 'market', message: opts.message },
    help: opts.help,
  });
}

export const travelPackage = defineContentType({
  id: 'package',
  name: 'Package',
  description:
    'A holiday package (or any product a section lists): what it includes, where it goes, and its price per market.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'The package title visitors see, e.g. "Tuscany by train, 8 days".',
    }),
    slug('slug', {
      help: 'The package’s part of the web address, e.g. "tuscany-by-train". Lower-case letters, digits and hyphens.',
    }),
    text('shortDescription', {
      localized: true,
      size: { max: 500 },
      help: 'Two or three sentences shown on the package card.',
    }),
    richText('informationExtra', {
      name: 'Extra information',
      localized: true,
      help: 'Anything else a traveller should know: documents, conditions, good to know. You can use headings, lists and links.',
    }),
    symbols('included', {
      localized: true,
      help: 'What the price includes, one item per line, e.g. "Return flights". Press Enter after each item.',
    }),
    symbols('notIncluded', {
      name: 'Not included',
      localized: true,
      help: 'What the price does not include, e.g. "Travel insurance". Press Enter after each item.',
    }),
    boolean('outstanding', {
      help: 'Yes puts this package in the spotlight: it is shown first and highlighted in lists.',
    }),
    symbols('typeSites', {
      name: 'Sections',
      required: true,
      in: productSections,
      min: 1,
      max: productSections.length,
      help: 'The sections of the site that list this package, e.g. Travel packages or Flight + hotel. Tick at least one.',
    }),
    integer('numberOfDays', {
      name: 'Number of days',
      range: { min: 1, max: 365 },
      help: 'How many days the trip lasts, shown on the card.',
    }),
    integer('numberOfNights', {
      name: 'Number of nights',
      range: { min: 0, max: 365 },
      help: 'How many nights the trip includes, shown on the card.',
    }),
    symbols('departureMonths', {
      name: 'Departure months',
      in: departureMonths,
      max: departureMonths.length,
      help: 'The months the trip departs in. Leave all unticked when it departs all year. Visitors who choose a month in the results see only packages that depart in it.',
    }),
    boolean('external', {
      help: 'Yes if the booking link opens another website in a new tab.',
    }),
    boolean('parallax', {
      help: 'Yes if this package has its own special-journey page (the long page with a scrolling picture).',
    }),
    url('parallaxUrl', {
      name: 'Special-journey page',
      localized: true,
      help: 'The address of the package’s special-journey page, if it has one, e.g. /en/specialjourney/abc123/.',
    }),
    boolean('recommended', {
      help: 'Yes shows the "Our best choice" tag on the package card.',
    }),
    boolean('unPublish', {
      name: 'Hide from the site',
      help: 'Yes hides the package everywhere on the site without unpublishing it, e.g. while it is sold out.',
    }),
    assetLink('photo', {
      required: true,
      mimetypes: ['image'],
      help: 'The package photo, shown on cards and at the top of its page. Landscape, at least 850 × 650 pixels.',
    }),
    assetLinks('gallery', {
      max: limits.packageGallery,
      mimetypes: ['image'],
      help: `More photos for the package page, in order (at most ${limits.packageGallery}). Give each one a description in the media library: it is the text blind visitors hear.`,
    }),
    entryLinks('itinerary', ['journeyDay'], {
      max: limits.packageItineraryDays,
      help: `The trip day by day, in order (at most ${limits.packageItineraryDays}): the same journey day entries a special journey uses, shown on the package page.`,
    }),
    entryLinks('categories', ['category'], {
      max: limits.productCategories,
      help: `The kinds of trip this is, e.g. Honeymoon. At most ${limits.productCategories}; lists show the first ${limits.productCategoriesInLists}.`,
    }),
    entryLinks('productTypes', ['productType'], {
      name: 'Product types',
      max: limits.productCategories,
      help: `How the trip is organised, e.g. Guided tour. At most ${limits.productCategories}; lists show the first ${limits.productCategoriesInLists}.`,
    }),
    entryLinks('thingsToDo', ['thingToDo'], {
      name: 'Things to do',
      max: limits.productCategories,
      help: `Activities the trip includes, e.g. Safari. At most ${limits.productCategories}; lists show the first ${limits.productCategoriesInLists}.`,
    }),
    pricesPerMarket({
      max: limits.packageMarketInformation,
      message: `A package has one price per market: one entry for each market it is sold in (at most ${limits.packageMarketInformation}), never two for the same market.`,
      help: 'One price and booking link for each market it is sold in: UK, Italy, Portugal, Spain (never two for one market). A market without one does not show the package.',
    }),
    entryLinks('destinations', destinationContentTypeIds, {
      max: limits.packageDestinations,
      help: `Where the trip goes: continents, regions, countries, areas or cities. The package is listed on each of these destination pages (at most ${limits.packageDestinations}).`,
    }),
    ...seoFields(),
  ],
});

export const productContentTypes = [category, productType, thingToDo, market, marketInformation, travelPackage];
