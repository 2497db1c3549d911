import { seoFields } from './seo';
import {
  assetLink,
  boolean,
  colour,
  defineContentType,
  entryLink,
  entryLinks,
  integer,
  slug,
  symbol,
  symbols,
  text,
  url,
} from './define';
import { pageModuleContentTypeIds } from './ids';
import { limits } from './limits';
import { RESERVED_PAGE_SLUG_PATTERN } from './reserved-slugs';
import { pricesPerMarket } from './products';
import { alignments, heroBannerLayouts, pageLayouts, productSections } from './values';

/**
 * Generic content pages (home, /{page}/, /{page}/{subpage}/) and the pieces
 * that sit above their modules: hero banners and the search box.
 */

export const page = defineContentType({
  id: 'page',
  name: 'Page',
  description:
    'A page of the site: the home page, a content page or a subpage. Made of hero banners, a search box and modules.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'The page title, shown as its main heading and in the browser tab.',
    }),
    slug('slug', {
      help: 'The page’s web address in this language, e.g. "about-us" for /en/about-us/. It must not be a word the site already uses, such as "destinations".',
      prohibit: {
        pattern: RESERVED_PAGE_SLUG_PATTERN,
        message:
          'This word is already a part of the site’s own addresses (such as "packages" or "destinations"): choose another slug.',
      },
    }),
    symbol('layout', {
      required: true,
      in: pageLayouts,
      help: 'How the page is built: default for most pages, landing for events, parallax for special journeys, 404 for the not-found page.',
    }),
    symbol('shortTitle', {
      name: 'Short title',
      localized: true,
      size: { max: 60 },
      help: 'A shorter title for menus and breadcrumbs. Leave empty to use the page title.',
    }),
    text('description', {
      localized: true,
      size: { max: 300 },
      help: 'One or two sentences summing up the page, shown under the title and by search engines.',
    }),
    assetLink('photo', {
      mimetypes: ['image'],
      help: 'The picture shown when the page is shared on social media. Landscape, at least 1200 × 630 pixels.',
    }),
    entryLink('campaignProduct', ['package'], {
      name: 'Campaign product',
      help: 'A package to promote at the top of the page during a campaign. Leave empty when there is none.',
    }),
    entryLinks('heroBanners', ['heroBanner'], {
      name: 'Hero banners',
      max: limits.heroBanners,
      help: `The large banners at the top of the page (at most ${limits.heroBanners}). With more than one they rotate.`,
    }),
    entryLinks('searchboxItems', ['searchboxItem'], {
      name: 'Search box tabs',
      max: limits.pageSearchboxItems,
      help: `The tabs of the page’s search box, in order (at most ${limits.pageSearchboxItems}). Leave empty for a page without a search box.`,
    }),
    entryLinks('modules', pageModuleContentTypeIds, {
      max: limits.pageModules,
      help: `The blocks that make up the page, top to bottom (at most ${limits.pageModules}): buttons, newsletter, banners, sliders, link lists, search lists, continent slider.`,
    }),
    entryLinks('markets', ['market'], {
      max: limits.entryMarkets,
      help: `The markets that see this page. Leave empty to show it in every market (at most ${limits.entryMarkets}).`,
    }),
    entryLink('parent', ['page'], {
      name: 'Parent page',
      help: 'For a subpage: the page it sits under, e.g. "Help" for /en/help/payments/. Leave empty for a top-level page.',
    }),
    ...seoFields({ shareImage: false }),
  ],
});

export const heroBanner = defineContentType({
  id: 'heroBanner',
  name: 'Hero banner',
  description:
    'A large banner with a photo or video, a headline and a button. Used at the top of pages and in banner modules.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      size: { max: 120 },
      help: 'A label for finding this banner, e.g. "Summer sale 2025 – home". Visitors never see it.',
    }),
    symbol('header', {
      name: 'Headline',
      localized: true,
      size: { max: 120 },
      help: 'The large text on the banner.',
    }),
    text('description', {
      localized: true,
      size: { max: 300 },
      help: 'A sentence or two under the headline.',
    }),
    url('link', {
      localized: true,
      help: 'Where the banner leads: a page of this site such as /en/destinations/ or a full web address.',
    }),
    symbol('cta', {
      name: 'Button text',
      localized: true,
      size: { max: 40 },
      help: 'The text of the banner’s button, e.g. "Discover". Leave empty for a banner without a button.',
    }),
    boolean('external', {
      help: 'Yes if the link opens another website in a new tab.',
    }),
    symbol('layout', {
      in: heroBannerLayouts,
      help: 'image: text over the photo; video: plays the video address below; compact: a lower strip for inside pages.',
    }),
    symbol('align', {
      name: 'Text alignment',
      in: alignments,
      help: 'Where the text sits on the banner. Choose the side where the photo is calm.',
    }),
    pricesPerMarket({
      max: limits.heroBannerMarketInformation,
      message: `A banner has one price per market: one entry for each market it shows a price in (at most ${limits.heroBannerMarketInformation}), never two for the same market.`,
      help: 'A "from" price to show on the banner in each market: UK, Italy, Portugal, Spain (never two for one market). Visitors of a market without one see no price. Leave empty to show no price.',
    }),
    integer('discount', {
      range: { min: 1, max: 99 },
      help: 'A discount percentage to show as a badge, e.g. 20 for "-20%". Leave empty for none.',
    }),
    symbols('tags', {
      localized: true,
      help: 'Short labels shown on the banner, e.g. "New" or "Last places". Press Enter after each.',
    }),
    url('videoUrl', {
      name: 'Video address',
      absolute: true,
      help: 'For the video layout: the full address of the video file or YouTube/Vimeo page, starting with https://',
    }),
    colour('bgColor', {
      name: 'Background colour',
      help: 'The colour behind the text when there is no photo, as a code such as #d40e14.',
    }),
    colour('textColor', {
      name: 'Text colour',
      help: 'The colour of the text, as a code such as #ffffff. Make sure it is easy to read on the photo.',
    }),
    assetLink('photo', {
      mimetypes: ['image'],
      help: 'The banner photo. Landscape, at least 1920 × 800 pixels; keep important things away from the edges.',
    }),
  ],
});

export const searchboxItem = defineContentType({
  id: 'searchboxItem',
  name: 'Search box tab',
  description: 'One tab of a page’s search box, such as "Flight + hotel", opening that section’s search form.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 40 },
      help: 'The tab’s label, e.g. "Flight + hotel".',
    }),
    slug('slug', {
      unique: false,
      help: 'A short code for the tab, e.g. "flight-hotel". Lower-case letters, digits and hyphens.',
    }),
    symbol('component', {
      name: 'Search form',
      required: true,
      in: productSections,
      help: 'Which search form the tab opens.',
    }),
    url('url', {
      name: 'Link',
      localized: true,
      help: 'Optional: a page to open instead of a search form, e.g. a partner’s car-rental site.',
    }),
    boolean('external', {
      help: 'Yes if the link opens another website in a new tab.',
    }),
  ],
});

export const pageContentTypes = [page, heroBanner, searchboxItem];
