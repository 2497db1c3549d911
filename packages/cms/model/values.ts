/**
 * The fixed value lists of the content model (`in` validations). Renderers
 * import them to type the values they receive from the CMS.
 */

/** SPEC section 1: the sections offered as search and product areas (package.typeSites, searchboxItem.component, link.typeSites). */
export const productSections = [
  'Cruises',
  'DesignYourJourney',
  'Experience',
  'FlightHotel',
  'Houses',
  'OnlyHotel',
  'RentACar',
  'Transfer',
  'Transport',
  'TravelPackages',
] as const;
export type ProductSection = (typeof productSections)[number];

/** SPEC section 1: page layouts (page.layout). */
export const pageLayouts = ['default', '404', 'landing', 'parallax'] as const;
export type PageLayout = (typeof pageLayouts)[number];

/** How a "modules" module shows its content (modules.layout). */
export const moduleLayouts = ['sliders', 'dropdown', 'tabs'] as const;
export type ModuleLayout = (typeof moduleLayouts)[number];

/** Hero banner layouts (heroBanner.layout): a photo, a video (videoUrl) or a compact strip. */
export const heroBannerLayouts = ['image', 'video', 'compact'] as const;
export type HeroBannerLayout = (typeof heroBannerLayouts)[number];

/** Text alignment inside a banner (heroBanner.align). */
export const alignments = ['left', 'center', 'right'] as const;
export type Alignment = (typeof alignments)[number];

/** Button styles (actionButton.type). */
export const actionButtonTypes = ['primary', 'secondary', 'outline', 'text'] as const;
export type ActionButtonType = (typeof actionButtonTypes)[number];

/**
 * What a button does (actionButton.action): follow its link, open the search
 * box, open the printed-catalogue request form, or call the phone number in its link.
 */
export const actionButtonActions = ['link', 'openSearch', 'requestCatalogue', 'call'] as const;
export type ActionButtonAction = (typeof actionButtonActions)[number];

/** The months a package departs in (package.departureMonths), in calendar order; the site filters results by them. */
export const departureMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type DepartureMonth = (typeof departureMonths)[number];

/** ISO 4217 currencies a market may sell in (market.currency). */
export const currencies = ['EUR', 'GBP', 'USD', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

/** Number of columns of a landing box (landingBox.columns). */
export const landingBoxColumns = [1, 2, 3, 4] as const;
