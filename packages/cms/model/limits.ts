/**
 * The counting limits of SPEC section 9, in one place.
 *
 * The content model enforces each of them as a `size` validation on the list
 * field it concerns (see the comments), so editors cannot add more entries than
 * the site shows. Queries and renderers import the same numbers for their
 * `limit` variables and slices.
 */
export const limits = {
  /** page.heroBanners: banners at the top of a page (the hero-banner query uses limit 3). */
  heroBanners: 3,
  /** page.modules: modules on one page. */
  pageModules: 10,
  /** modules.leftSliders and modules.rightSliders: slides per side of a sliders module. */
  slidersPerSide: 5,
  /** modules.dropdownList: items of a dropdown module. */
  dropdownItems: 17,
  /** tab.products: packages in one tab of a tabs module. */
  tabProducts: 9,
  /**
   * package.categories, package.productTypes and package.thingsToDo: at most 10 each.
   * SPEC section 9 says "categories per product 7 (10 on campaign product)": the
   * page-module queries fetch the first 7 (`productCategoriesInLists`), the
   * campaign-product query fetches all 10. The model allows the larger number
   * so a package can serve as a campaign product.
   */
  productCategories: 10,
  /** How many of a package's categories (and product types, things to do) page-module queries fetch. */
  productCategoriesInLists: 7,
  /**
   * package.marketInformation: a price and booking link for each market the package is sold in,
   * one per market, so at most one for each of the four markets (UK, IT, PT, ES). Two for the same
   * market are refused too (the field's `distinct` rule, checked by packages/cms/export/validate.ts).
   */
  packageMarketInformation: 4,
  /**
   * specialJourney.marketInformation and heroBanner.marketInformation: the journey's or banner's "from"
   * price in each market it is shown in, as a package's (the same market information entries, one per
   * market, the same `distinct` rule), so at most one for each of the four markets.
   */
  journeyMarketInformation: 4,
  heroBannerMarketInformation: 4,
  /**
   * SPEC section 9's "destination package market info 2" is a limit of the queries, not of what an
   * editor may enter: every query that reads prices (a package's, a special journey's, a hero banner's) asks for the visitor's market only
   * (`marketInformationCollection(limit: 2, where: { market: { iso: $market } })`) and takes at most
   * this many of its entries (codegen/operations.test.ts checks every operation).
   */
  marketInformationInQueries: 2,
  /** landingBox.products: packages in one box of a landing. */
  landingBoxProducts: 3,
  /** allSearchBoxModule.countries. */
  searchBoxCountries: 10,
  /** allSearchBoxModule.regions. */
  searchBoxRegions: 10,
  /** page.searchboxItems: tabs of a page's search box. */
  pageSearchboxItems: 20,
  /** specialJourney.days. */
  journeyDays: 10,
  /** package.gallery: photos on the package page below its main photo. */
  packageGallery: 12,
  /** package.itinerary: the package's days (journey day entries), in order. */
  packageItineraryDays: 30,
  /** The similar packages a package page shows (same country or category, sold in the market). */
  similarPackages: 6,
  /** specialJourney.weather. */
  journeyWeather: 4,
  /** specialJourney.recommendations. */
  journeyRecommendations: 10,
  /** loopSlider.continents: SPEC section 7, "country totals for five continents". */
  loopSliderContinents: 5,
  /** page.markets and landing.markets: the markets that see it, at most the four. */
  entryMarkets: 4,
  /** country.superareas: the groups of countries a country belongs to (similar countries, the results' places). */
  countrySuperareas: 5,
  /** package.destinations: where a package goes (its destination pages, the results' places, its breadcrumbs). */
  packageDestinations: 20,
  /** actionButtons.buttons: buttons in one row. */
  actionButtons: 6,
  /** banners.banners: banners in one banners module. */
  bannerCards: 3,
  /** modules.tabs: tabs of a tabs module. */
  moduleTabs: 4,
  /** linksModule.partners: partner logos beside the links. */
  linkPartners: 12,
  /** linksModule.links. */
  linksModuleLinks: 30,
  /** landing.sponsors. */
  landingSponsors: 12,
  /** landing.boxes: the sections of a landing. */
  landingBoxes: 12,
  /** journeyDay.itinerary: stops and activities of one day. */
  journeyDayItems: 10,
} as const;

export type Limits = typeof limits;
