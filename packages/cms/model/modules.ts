import {
  assetLink,
  assetLinks,
  boolean,
  defineContentType,
  entryLink,
  entryLinks,
  icon,
  slug,
  symbol,
  text,
  url,
} from './define';
import { limits } from './limits';
import { actionButtonActions, actionButtonTypes, moduleLayouts, productSections } from './values';

/**
 * The module kinds a page's `modules` field accepts (see `pageModuleContentTypeIds`)
 * and the entries they are made of.
 */

// ---------------------------------------------------------------------------
// Action buttons

export const actionButton = defineContentType({
  id: 'actionButton',
  name: 'Button',
  description: 'One button of a buttons module.',
  displayField: 'text',
  fields: [
    symbol('text', {
      required: true,
      localized: true,
      size: { max: 40 },
      help: 'The words on the button, e.g. "Call us".',
    }),
    symbol('type', {
      name: 'Style',
      in: actionButtonTypes,
      help: 'How the button looks: primary (filled, for the main action), secondary, outline or text (a plain link).',
    }),
    url('link', {
      localized: true,
      help: 'Where the button leads: a page such as /en/contact-us/, a full web address, or tel:+44... for a phone number.',
    }),
    boolean('external', {
      help: 'Yes if the link opens another website in a new tab.',
    }),
    symbol('action', {
      in: actionButtonActions,
      help: 'What a click does: link follows the link; openSearch opens the search box; requestCatalogue opens the catalogue form; call dials the number.',
    }),
    icon('icon', {
      help: 'Optional: the name of an icon to show before the text, e.g. "phone" or "mail".',
    }),
  ],
});

export const actionButtons = defineContentType({
  id: 'actionButtons',
  name: 'Module: buttons',
  description: 'A row of buttons with a title, e.g. "Need help? Call us / Write to us".',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The heading above the buttons.',
    }),
    entryLinks('buttons', ['actionButton'], {
      required: true,
      max: limits.actionButtons,
      help: `The buttons, left to right (at most ${limits.actionButtons}).`,
    }),
  ],
});

// ---------------------------------------------------------------------------
// Newsletter

export const newsletter = defineContentType({
  id: 'newsletter',
  name: 'Module: newsletter',
  description: 'An invitation to sign up for the newsletter.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The heading of the block, e.g. "Get our best offers first".',
    }),
    text('description', {
      localized: true,
      size: { max: 400 },
      help: 'A sentence or two on what subscribers receive.',
    }),
    assetLink('image', {
      mimetypes: ['image'],
      help: 'A picture shown beside the text.',
    }),
    url('url', {
      name: 'Sign-up page',
      required: true,
      localized: true,
      help: 'Where the button leads: the sign-up page on this site or a full web address.',
    }),
    boolean('external', {
      help: 'Yes if the sign-up page is on another website and opens in a new tab.',
    }),
    symbol('cta', {
      name: 'Button text',
      required: true,
      localized: true,
      size: { max: 40 },
      help: 'The text of the button, e.g. "Subscribe".',
    }),
  ],
});

// ---------------------------------------------------------------------------
// Banners

export const banners = defineContentType({
  id: 'banners',
  name: 'Module: banners',
  description: 'A group of banners shown side by side or as a carousel.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The heading above the banners.',
    }),
    entryLinks('banners', ['heroBanner'], {
      required: true,
      max: limits.bannerCards,
      help: `The banners, in order. They use the same entries as the hero banners at the top of pages (at most ${limits.bannerCards}).`,
    }),
  ],
});

// ---------------------------------------------------------------------------
// Modules: sliders, dropdown or tabs

export const slide = defineContentType({
  id: 'slide',
  name: 'Slide',
  description: 'One picture of a slider, with an optional caption and link.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The caption of the slide.',
    }),
    text('description', {
      localized: true,
      size: { max: 300 },
      help: 'An optional sentence under the caption.',
    }),
    assetLink('photo', {
      required: true,
      mimetypes: ['image'],
      help: 'The slide picture. All slides of one slider should have the same shape.',
    }),
    url('link', {
      localized: true,
      help: 'Optional: where a click on the slide leads.',
    }),
    boolean('external', {
      help: 'Yes if the link opens another website in a new tab.',
    }),
  ],
});

export const dropdownItem = defineContentType({
  id: 'dropdownItem',
  name: 'Dropdown item',
  description: 'A question or heading that opens to show its text (for FAQs and similar lists).',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 200 },
      help: 'What visitors see before opening the item, e.g. a question.',
    }),
    text('description', {
      localized: true,
      widget: 'markdown',
      help: 'The text shown when the item is opened. You can use bold text, lists and links.',
    }),
    icon('icon', {
      help: 'Optional: the name of an icon shown beside the title, e.g. "suitcase".',
    }),
  ],
});

export const tab = defineContentType({
  id: 'tab',
  name: 'Tab',
  description: 'One tab of a tabs module, listing packages.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 40 },
      help: 'The tab’s label, e.g. "Europe".',
    }),
    entryLinks('products', ['package'], {
      max: limits.tabProducts,
      help: `The packages shown in this tab, in order (at most ${limits.tabProducts}). Packages without a price for the visitor’s market are skipped.`,
    }),
  ],
});

export const modules = defineContentType({
  id: 'modules',
  name: 'Module: sliders, dropdown or tabs',
  description:
    'A page section showing two sliders, a dropdown list (e.g. FAQs) or tabs of packages, depending on its layout.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The heading of the section.',
    }),
    symbol('layout', {
      required: true,
      in: moduleLayouts,
      help: 'sliders shows the left and right sliders; dropdown shows the dropdown list; tabs shows the tabs. Fill in only the matching fields.',
    }),
    text('description', {
      localized: true,
      widget: 'markdown',
      help: 'Optional text under the heading.',
    }),
    boolean('dark', {
      name: 'Dark background',
      help: 'Yes shows the section with a dark background and light text.',
    }),
    boolean('unPublish', {
      name: 'Hide from the site',
      help: 'Yes hides this section on every page without removing it from them.',
    }),
    entryLinks('leftSliders', ['slide'], {
      name: 'Left slider',
      max: limits.slidersPerSide,
      help: `For the sliders layout: the slides on the left (at most ${limits.slidersPerSide}).`,
    }),
    entryLinks('rightSliders', ['slide'], {
      name: 'Right slider',
      max: limits.slidersPerSide,
      help: `For the sliders layout: the slides on the right (at most ${limits.slidersPerSide}).`,
    }),
    entryLinks('dropdownList', ['dropdownItem'], {
      name: 'Dropdown list',
      max: limits.dropdownItems,
      help: `For the dropdown layout: the items, in order (at most ${limits.dropdownItems}).`,
    }),
    boolean('hideTabsMenu', {
      name: 'Hide the tab names',
      help: 'For the tabs layout: Yes hides the row of tab names, e.g. when there is only one tab.',
    }),
    entryLinks('tabs', ['tab'], {
      max: limits.moduleTabs,
      help: `For the tabs layout: the tabs, left to right (at most ${limits.moduleTabs}).`,
    }),
  ],
});

// ---------------------------------------------------------------------------
// Links module

export const link = defineContentType({
  id: 'link',
  name: 'Link',
  description: 'One link of a links module.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 80 },
      help: 'The words of the link, e.g. "Cruises in the Caribbean".',
    }),
    slug('slug', {
      unique: false,
      required: false,
      help: 'The page the link leads to inside its section, e.g. "caribbean". Leave empty to link to the section itself.',
    }),
    boolean('external', {
      help: 'Yes if the link opens another website in a new tab.',
    }),
    symbol('typeSites', {
      name: 'Section',
      in: productSections,
      help: 'The section of the site the link belongs to; its address is built from the section and the slug.',
    }),
  ],
});

export const linksModule = defineContentType({
  id: 'linksModule',
  name: 'Module: links',
  description: 'A list of links with partner logos, e.g. popular searches in the footer of a section.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The heading above the links.',
    }),
    slug('slug', {
      help: 'A short code the site uses to find this list, e.g. "footer-links". Lower-case letters, digits and hyphens.',
    }),
    assetLinks('partners', {
      mimetypes: ['image'],
      max: limits.linkPartners,
      help: `Logos of partners shown with the links. Use images with a transparent background (at most ${limits.linkPartners}).`,
    }),
    entryLinks('links', ['link'], {
      required: true,
      max: limits.linksModuleLinks,
      help: `The links, in order (at most ${limits.linksModuleLinks}).`,
    }),
  ],
});

// ---------------------------------------------------------------------------
// Search lists and continent slider

export const allSearchBoxModule = defineContentType({
  id: 'allSearchBoxModule',
  name: 'Module: destination search lists',
  description: 'Quick links to countries and regions for one market’s search box.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The heading of the lists.',
    }),
    entryLink('market', ['market'], {
      required: true,
      help: 'The market whose visitors see these lists. Make one of these modules per market.',
    }),
    entryLinks('countries', ['country'], {
      max: limits.searchBoxCountries,
      help: `The countries to suggest, in order (at most ${limits.searchBoxCountries}).`,
    }),
    entryLinks('regions', ['superarea', 'area'], {
      max: limits.searchBoxRegions,
      help: `The regions to suggest: groups of countries or areas inside a country (at most ${limits.searchBoxRegions}).`,
    }),
  ],
});

export const loopSlider = defineContentType({
  id: 'loopSlider',
  name: 'Module: continent slider',
  description: 'An endless slider of continents with the number of countries on each.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The heading above the slider.',
    }),
    entryLinks('continents', ['continent'], {
      required: true,
      max: limits.loopSliderContinents,
      help: `The continents to show, in order (at most ${limits.loopSliderContinents}).`,
    }),
  ],
});

export const moduleContentTypes = [
  actionButtons,
  actionButton,
  newsletter,
  banners,
  modules,
  slide,
  dropdownItem,
  tab,
  linksModule,
  link,
  allSearchBoxModule,
  loopSlider,
];
