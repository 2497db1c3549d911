import { seoFields } from './seo';
import {
  assetLink,
  boolean,
  colour,
  date,
  defineContentType,
  entryLinks,
  integer,
  slug,
  symbol,
  text,
  url,
} from './define';
import { limits } from './limits';
import { landingBoxColumns } from './values';

/** Event and campaign landings (/{locale}/events/{slug}/, landing layout). */

export const sponsor = defineContentType({
  id: 'sponsor',
  name: 'Sponsor',
  description: 'A sponsor or partner of an event, shown with its logo on a landing.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      size: { max: 120 },
      help: 'The sponsor’s name; also read aloud to visitors who cannot see the logo.',
    }),
    assetLink('logo', {
      required: true,
      mimetypes: ['image'],
      help: 'The sponsor’s logo, preferably on a transparent background.',
    }),
    url('url', {
      name: 'Website',
      absolute: true,
      help: 'Optional: the sponsor’s website, starting with https://. It opens in a new tab.',
    }),
  ],
});

export const landingBox = defineContentType({
  id: 'landingBox',
  name: 'Landing box',
  description: 'One section of a landing: text, a picture or video, and up to three packages.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'The heading of the box.',
    }),
    symbol('pretitle', {
      name: 'Text above the title',
      localized: true,
      size: { max: 80 },
      help: 'A short line shown above the heading, e.g. "Only in June".',
    }),
    boolean('headlineBox', {
      name: 'Headline box',
      help: 'Yes shows this box as the large opening section of the landing.',
    }),
    slug('slug', {
      unique: false,
      required: false,
      help: 'Optional: a name for linking straight to this box, e.g. "programme" for …/#programme.',
    }),
    assetLink('image', {
      mimetypes: ['image'],
      help: 'The picture of the box.',
    }),
    assetLink('video', {
      mimetypes: ['video'],
      help: 'Optional: a video file to play instead of the picture.',
    }),
    url('videoUrl', {
      name: 'Video address',
      absolute: true,
      help: 'Optional: the address of a YouTube or Vimeo video to show instead of the picture, starting with https://',
    }),
    boolean('bgCover', {
      name: 'Picture fills the background',
      help: 'Yes stretches the picture over the whole box behind the text; No shows it beside the text.',
    }),
    colour('bgColor', {
      name: 'Background colour',
      help: 'The colour behind the box, as a code such as #f5f5f5.',
    }),
    colour('textColor', {
      name: 'Text colour',
      help: 'The colour of the text, as a code such as #222222. Make sure it is easy to read on the background.',
    }),
    integer('columns', {
      in: landingBoxColumns,
      help: 'In how many columns the packages are laid out on large screens.',
    }),
    boolean('carrusel', {
      name: 'Show packages as a carousel',
      help: 'Yes shows the packages in a slider instead of side by side.',
    }),
    url('link', {
      localized: true,
      help: 'Optional: where the box’s button leads.',
    }),
    boolean('external', {
      help: 'Yes if the link opens another website in a new tab.',
    }),
    entryLinks('products', ['package'], {
      max: limits.landingBoxProducts,
      help: `Packages shown in the box (at most ${limits.landingBoxProducts}).`,
    }),
  ],
});

export const landing = defineContentType({
  id: 'landing',
  name: 'Landing',
  description: 'An event or campaign page at /events/{slug}/, made of boxes.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'The name of the event or campaign, shown in the browser tab.',
    }),
    slug('slug', {
      help: 'The landing’s web address after /events/, e.g. "london-marathon-2026". Lower-case letters, digits and hyphens.',
    }),
    symbol('typeClient', {
      name: 'Audience',
      size: { max: 80 },
      help: 'Who the landing is for, e.g. "Runners" or "Companies". Shown as a label near the title.',
    }),
    symbol('title', {
      localized: true,
      size: { max: 150 },
      help: 'The large heading at the top of the landing.',
    }),
    text('description', {
      localized: true,
      widget: 'markdown',
      help: 'The introduction under the heading. You can use bold text, lists and links.',
    }),
    text('specialNote', {
      name: 'Special note',
      localized: true,
      size: { max: 500 },
      help: 'Optional: a highlighted note, e.g. conditions or deadlines.',
    }),
    assetLink('logoHeader', {
      name: 'Header logo',
      mimetypes: ['image'],
      help: 'The event’s logo, shown in the header of the landing.',
    }),
    assetLink('photoHeader', {
      name: 'Header photo',
      mimetypes: ['image'],
      help: 'The large photo at the top of the landing. Landscape, at least 1920 × 800 pixels.',
    }),
    assetLink('image', {
      mimetypes: ['image'],
      help: 'The picture shown when the landing is shared on social media. At least 1200 × 630 pixels.',
    }),
    date('startDate', {
      name: 'Event start date',
      help: 'Optional: the day the event begins. With a place, search engines can list the landing as an event. Leave empty for a campaign.',
    }),
    date('endDate', {
      name: 'Event end date',
      help: 'Optional: the last day of the event, if it lasts more than one day. Not before the start date.',
    }),
    symbol('venueName', {
      name: 'Venue',
      localized: true,
      size: { max: 150 },
      help: 'Optional: where the event takes place, e.g. "Sambadrome Marquês de Sapucaí" or "Colosseum". Needed, with the city, for search engines to list the event.',
    }),
    symbol('venueStreet', {
      name: 'Venue street address',
      size: { max: 200 },
      help: 'Optional: the street and number of the venue, e.g. "Rua Marquês de Sapucaí, s/n".',
    }),
    symbol('venueCity', {
      name: 'Venue city',
      localized: true,
      size: { max: 100 },
      help: 'Optional: the city of the venue, in each language, e.g. "Rome" / "Roma".',
    }),
    symbol('venueCountry', {
      name: 'Venue country code',
      size: { min: 2, max: 2 },
      regexp: {
        pattern: '^[A-Z]{2}$',
        message: 'Use the two capital letters of the country (ISO 3166-1), e.g. IT or BR.',
      },
      help: 'Optional: the country of the venue as two capital letters (ISO 3166-1), e.g. IT for Italy, BR for Brazil.',
    }),
    entryLinks('markets', ['market'], {
      max: limits.entryMarkets,
      help: `The markets that see this landing. Leave empty to show it in every market (at most ${limits.entryMarkets}).`,
    }),
    entryLinks('sponsors', ['sponsor'], {
      max: limits.landingSponsors,
      help: `Sponsors and partners shown with their logos (at most ${limits.landingSponsors}).`,
    }),
    entryLinks('boxes', ['landingBox'], {
      max: limits.landingBoxes,
      help: `The sections of the landing, top to bottom (at most ${limits.landingBoxes}).`,
    }),
    ...seoFields(),
  ],
});

export const landingContentTypes = [landing, sponsor, landingBox];
