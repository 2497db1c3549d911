import type { z } from 'zod';
import { itPackages, ukPackages } from '@/components/product-card/seed-packages';
import type { modulesSchema } from './schema';

/**
 * "Module: sliders, dropdown or tabs" payloads as loadPageModules hands them
 * to the renderer (from the seed, through the embedded content service): the
 * ModulesModule fragment with `tabs` (products filtered by market, each with
 * its offer) in place of `tabsCollection`.
 */
type Payload = z.input<typeof modulesSchema> & { __typename: 'Modules'; sys: { id: string } };

/** The home page's favourite trips in the UK market: three tabs of packages (the loader has dropped what the UK does not sell). */
export const valid: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-home-favourite-trips' },
  name: 'Our favourite trips',
  layout: 'tabs',
  description: 'Chosen by our travel specialists, with prices updated every day.',
  dark: false,
  unPublish: false,
  hideTabsMenu: false,
  leftSlidersCollection: { items: [] },
  rightSlidersCollection: { items: [] },
  dropdownListCollection: { items: [] },
  tabs: [
    {
      sys: { id: 'tab-home-europe' },
      name: 'Europe',
      products: [ukPackages.amalfiCoastClassic, ukPackages.algarveBeachHoliday, ukPackages.cycladesIslandHopping],
    },
    {
      sys: { id: 'tab-home-long-haul' },
      name: 'Long haul',
      products: [
        ukPackages.thailandHighlights,
        ukPackages.machuPicchuAndTheSacredValley,
        ukPackages.newYorkCityBreak,
        ukPackages.rivieraMayaAllInclusive,
      ],
    },
    {
      sys: { id: 'tab-home-beach' },
      name: 'Beach',
      products: [ukPackages.balearicIslandHopping, ukPackages.havanaAndVaradero, ukPackages.rioDeJaneiroCityBreak],
    },
  ],
};

/** The sliders layout: the offices, two slides a side, each linking to the contact page. */
export const sliders: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-our-offices' },
  name: 'Our offices',
  layout: 'sliders',
  description: null,
  dark: false,
  unPublish: false,
  hideTabsMenu: null,
  leftSlidersCollection: {
    items: [
      {
        sys: { id: 'slide-office-london' },
        title: 'London',
        description: 'Our head office, a few steps from Covent Garden.',
        link: '/en/contact-us/',
        external: false,
        photo: {
          title: 'London',
          url: '/content/images/ventura/slide-office-london-photo/b79380fa72af14bd25d6f5533fa2bec0/london.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
      {
        sys: { id: 'slide-office-milan' },
        title: 'Milan',
        description: 'Our Italian team, in the Brera district.',
        link: '/en/contact-us/',
        external: false,
        photo: {
          title: 'Milan',
          url: '/content/images/ventura/slide-office-milan-photo/2bef09510c6c2efee64f0d120ffc1bff/milan.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
    ],
  },
  rightSlidersCollection: {
    items: [
      {
        sys: { id: 'slide-office-lisbon' },
        title: 'Lisbon',
        description: 'Our Portuguese team, in Chiado.',
        link: '/en/contact-us/',
        external: false,
        photo: {
          title: 'Lisbon',
          url: '/content/images/ventura/slide-office-lisbon-photo/7c92efd11f038cf14d44786d5472ce46/lisbon.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
      {
        sys: { id: 'slide-office-madrid' },
        title: 'Madrid',
        description: 'Our Spanish team, near the Retiro Park.',
        link: '/en/contact-us/',
        external: false,
        photo: {
          title: 'Madrid',
          url: '/content/images/ventura/slide-office-madrid-photo/0235631439311faabc1fa5055b00e057/madrid.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
    ],
  },
  dropdownListCollection: { items: [] },
  tabs: [],
};

/** The sliders layout on a dark background, with a description (travel by season). */
export const darkSliders: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-travel-by-season' },
  name: 'Travel by season',
  layout: 'sliders',
  description: 'The best time to go is different for every destination. Here is where we would go next.',
  dark: true,
  unPublish: false,
  hideTabsMenu: null,
  leftSlidersCollection: {
    items: [
      {
        sys: { id: 'slide-season-spring' },
        title: 'Spring',
        description: 'Cherry blossom in Japan and wildflowers in Andalusia.',
        link: '/en/specialjourney/journey-japan-cherry-blossom/',
        external: false,
        photo: {
          title: 'Spring',
          url: '/content/images/ventura/slide-season-spring-photo/b0fc793ba4c220551ff70621a3c02e6b/spring.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
      {
        sys: { id: 'slide-season-summer' },
        title: 'Summer',
        description: 'Greek islands, Norwegian fjords and the great migration in Kenya.',
        link: '/en/results/packages/greece/',
        external: false,
        photo: {
          title: 'Summer',
          url: '/content/images/ventura/slide-season-summer-photo/187040c8c55aee6559dfb24db22ce3ad/summer.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
    ],
  },
  rightSlidersCollection: {
    items: [
      {
        sys: { id: 'slide-season-autumn' },
        title: 'Autumn',
        description: 'The wine harvest in the Douro and Tuscany, and the colours of Kyoto.',
        link: '/en/results/packages/portugal/',
        external: false,
        photo: {
          title: 'Autumn',
          url: '/content/images/ventura/slide-season-autumn-photo/74ccb4b43ec6ce2f90534cd969101b24/autumn.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
      {
        sys: { id: 'slide-season-winter' },
        title: 'Winter',
        description: 'Northern lights in Lapland and summer sun in South America.',
        link: '/en/results/packages/finland/',
        external: false,
        photo: {
          title: 'Winter',
          url: '/content/images/ventura/slide-season-winter-photo/51c01f3735557c515ca0543e430528d5/winter.webp?w=850&h=650&fit=fill&fm=webp',
        },
      },
    ],
  },
  dropdownListCollection: { items: [] },
  tabs: [],
};

/** The dropdown layout: the help centre's FAQ (markdown answers with bold text and a link). */
export const dropdown: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-help-faq' },
  name: 'Frequently asked questions',
  layout: 'dropdown',
  description: null,
  dark: false,
  unPublish: false,
  hideTabsMenu: null,
  leftSlidersCollection: { items: [] },
  rightSlidersCollection: { items: [] },
  dropdownListCollection: {
    items: [
      {
        sys: { id: 'faq-deposit' },
        title: 'How much do I pay when I book?',
        description: 'A **deposit of 25%** confirms your trip; the balance is due 45 days before departure. If you book later than that, we ask for the full amount.',
        icon: 'credit-card',
      },
      {
        sys: { id: 'faq-documents' },
        title: 'Which documents do I need?',
        description: 'Every trip lists them under *Extra information*. For most long-haul trips you need a passport valid for six months after your return, and some countries ask for a visa or an online travel authorisation.',
        icon: 'passport',
      },
      {
        sys: { id: 'faq-change-booking' },
        title: 'Can I change my booking?',
        description: 'Yes, until the balance is paid and subject to availability. Airlines and hotels may charge for the change; we always tell you the cost before confirming.',
        icon: 'calendar',
      },
      {
        sys: { id: 'faq-insurance' },
        title: 'Is travel insurance included?',
        description: 'Only where the trip says so. We strongly recommend cover for cancellation, medical expenses and luggage, which you can add when you book.',
        icon: 'shield',
      },
      {
        sys: { id: 'faq-find-my-booking' },
        title: 'Where do I find my booking?',
        description: 'On the [My booking](/en/my-booking/) page, with your booking reference (for example TCS-123456) and the email address you booked with.',
        icon: 'suitcase',
      },
      {
        sys: { id: 'faq-printed-catalogues' },
        title: 'Can I get a printed catalogue?',
        description: 'Yes: log in and choose the catalogues you would like in the request form. We post them free of charge.',
        icon: 'book-open',
      },
    ],
  },
  tabs: [],
};

/** Tabs with the tab names hidden: one tab of honeymoon packages. */
export const hiddenTabsMenu: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-honeymoons' },
  name: 'Honeymoon ideas',
  layout: 'tabs',
  description: null,
  dark: false,
  unPublish: false,
  hideTabsMenu: true,
  leftSlidersCollection: { items: [] },
  rightSlidersCollection: { items: [] },
  dropdownListCollection: { items: [] },
  tabs: [
    {
      sys: { id: 'tab-honeymoons' },
      name: 'Honeymoons',
      products: [
        ukPackages.baliHoneymoonVilla,
        ukPackages.safariAndZanzibarBeaches,
        ukPackages.amalfiCoastClassic,
        ukPackages.rivieraMayaAllInclusive,
      ],
    },
  ],
};

/** The favourite trips as the Italian market sees them: Italian texts, other packages, prices in euros. */
export const italian: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-home-favourite-trips' },
  name: 'I nostri viaggi preferiti',
  layout: 'tabs',
  description: 'Scelti dai nostri esperti di viaggio, con prezzi aggiornati ogni giorno.',
  dark: false,
  unPublish: false,
  hideTabsMenu: false,
  leftSlidersCollection: { items: [] },
  rightSlidersCollection: { items: [] },
  dropdownListCollection: { items: [] },
  tabs: [
    {
      sys: { id: 'tab-home-europe' },
      name: 'Europa',
      products: [
        itPackages.amalfiCoastClassic,
        itPackages.laplandNorthernLights,
        itPackages.norwegianFjordsCruise,
        itPackages.lisbonAndSintra,
        itPackages.parisCityBreak,
      ],
    },
    {
      sys: { id: 'tab-home-long-haul' },
      name: 'Lungo raggio',
      products: [
        itPackages.japanCherryBlossom,
        itPackages.thailandHighlights,
        itPackages.masaiMaraSafari,
        itPackages.rivieraMayaAllInclusive,
        itPackages.newZealandSelfDrive,
      ],
    },
    { sys: { id: 'tab-home-beach' }, name: 'Mare', products: [itPackages.athensAndSantorini, itPackages.dubaiCityAndDesert] },
  ],
};

/**
 * What an editor can save but the site cannot show: the seed's draft
 * `modules-diagnostics-tabs-without-tabs`, a tabs layout without tabs.
 */
export const invalid: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-diagnostics-tabs-without-tabs' },
  name: 'Diagnostics: tabs without tabs',
  layout: 'tabs',
  description: null,
  dark: false,
  unPublish: false,
  hideTabsMenu: false,
  leftSlidersCollection: { items: [] },
  rightSlidersCollection: { items: [] },
  dropdownListCollection: { items: [] },
  tabs: [],
};

/** Only what is required: a name, a layout and something for that layout to show (one FAQ question, no answer yet). */
export const minimal: Payload = {
  __typename: 'Modules',
  sys: { id: 'modules-help-faq' },
  name: 'Frequently asked questions',
  layout: 'dropdown',
  dropdownListCollection: { items: [{ sys: { id: 'faq-deposit' }, title: 'How much do I pay when I book?' }] },
  tabs: [],
};

/** The FAQ withdrawn with "Hide from the site" (unPublish): nothing for visitors, a note for editors in preview. */
export const unpublished: Payload = { ...dropdown, unPublish: true };

/** Favourite trips in a market that sells none of their packages (the loader emptied every tab): nothing to show. */
export const soldNowhere: Payload = { ...valid, tabs: valid.tabs.map((tab) => ({ ...tab, products: [] })) };
