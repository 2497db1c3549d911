/**
 * Every content type id of the model. Ids are lowerCamelCase; Contentful's
 * GraphQL API turns each into a type and two root fields, e.g. `continent` ->
 * `Continent`, `continent(id:)` and `continentCollection(...)`. None of them
 * collides with a GraphQL name Contentful reserves (Asset, Entry, Location, ...).
 */
export const contentTypeIds = [
  // destinations.ts
  'continent',
  'superarea',
  'country',
  'area',
  'city',
  // products.ts (taxonomy, markets and packages)
  'category',
  'productType',
  'thingToDo',
  'market',
  'marketInformation',
  'package',
  // pages.ts
  'page',
  'heroBanner',
  'searchboxItem',
  // modules.ts
  'actionButtons',
  'actionButton',
  'newsletter',
  'banners',
  'modules',
  'slide',
  'dropdownItem',
  'tab',
  'linksModule',
  'link',
  'allSearchBoxModule',
  'loopSlider',
  // landings.ts
  'landing',
  'sponsor',
  'landingBox',
  // journeys.ts
  'specialJourney',
  'journeyDay',
  'itineraryItem',
  'weather',
  'recommendation',
  // catalogue.ts
  'catalogue',
  // contact.ts
  'contactDetails',
  // redirects.ts
  'redirect',
  // site-settings.ts
  'siteSettings',
] as const;

export type ContentTypeId = (typeof contentTypeIds)[number];

/** The module kinds a page's `modules` field accepts, in the order editors see them. */
export const pageModuleContentTypeIds = [
  'actionButtons',
  'newsletter',
  'banners',
  'modules',
  'linksModule',
  'allSearchBoxModule',
  'loopSlider',
] as const satisfies readonly ContentTypeId[];

export type PageModuleContentTypeId = (typeof pageModuleContentTypeIds)[number];

/** The destination levels a package can be linked to, broadest first. */
export const destinationContentTypeIds = [
  'continent',
  'superarea',
  'country',
  'area',
  'city',
] as const satisfies readonly ContentTypeId[];
