import { seoFields } from './seo';
import { assetLink, boolean, defineContentType, entryLinks, icon, integer, symbol, text, url } from './define';
import { limits } from './limits';
import { pricesPerMarket } from './products';

/** Special journeys (/{locale}/specialjourney/{id}/, parallax layout). */

export const itineraryItem = defineContentType({
  id: 'itineraryItem',
  name: 'Itinerary item',
  description: 'One stop or activity of a journey day.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'What happens, e.g. "Morning: boat trip to the glaciers".',
    }),
    text('description', {
      localized: true,
      widget: 'markdown',
      help: 'The details of this stop or activity.',
    }),
    assetLink('photo', {
      mimetypes: ['image'],
      help: 'A photo of the place or activity.',
    }),
  ],
});

export const journeyDay = defineContentType({
  id: 'journeyDay',
  name: 'Journey day',
  description: 'One day (or group of days) of a special journey.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'The day’s heading, e.g. "Day 1 – Arrival in Reykjavik".',
    }),
    entryLinks('itinerary', ['itineraryItem'], {
      max: limits.journeyDayItems,
      help: `The stops and activities of the day, in order (at most ${limits.journeyDayItems}).`,
    }),
  ],
});

export const weather = defineContentType({
  id: 'weather',
  name: 'Weather',
  description: 'What the weather is like in one season at a journey’s destination.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 80 },
      help: 'The season, e.g. "Summer".',
    }),
    symbol('months', {
      localized: true,
      size: { max: 80 },
      help: 'The months of this season, e.g. "June to August".',
    }),
    symbol('temperature', {
      localized: true,
      size: { max: 40 },
      help: 'The usual temperatures, e.g. "12–18 °C".',
    }),
    icon('icon', {
      help: 'The name of a weather icon, e.g. "sun", "cloud", "rain" or "snow".',
    }),
    text('description', {
      localized: true,
      size: { max: 500 },
      help: 'What to expect, in a sentence or two.',
    }),
    text('specialNote', {
      name: 'Special note',
      localized: true,
      size: { max: 300 },
      help: 'Optional: a tip for this season, e.g. "Best time to see the northern lights".',
    }),
  ],
});

export const recommendation = defineContentType({
  id: 'recommendation',
  name: 'Recommendation',
  description: 'A tip for travellers on a special journey.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 120 },
      help: 'The tip in a few words, e.g. "Pack layers".',
    }),
    text('description', {
      localized: true,
      size: { max: 600 },
      help: 'The tip explained.',
    }),
  ],
});

export const specialJourney = defineContentType({
  id: 'specialJourney',
  name: 'Special journey',
  description: 'A journey told day by day on a long page with a scrolling picture, with its weather and tips.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'The name of the journey, e.g. "Iceland: fire and ice".',
    }),
    text('description', {
      localized: true,
      widget: 'markdown',
      help: 'The introduction to the journey. You can use bold text, lists and links.',
    }),
    pricesPerMarket({
      max: limits.journeyMarketInformation,
      message: `A special journey has one price per market: one entry for each market it is shown in (at most ${limits.journeyMarketInformation}), never two for the same market.`,
      help: 'The "from" price per person in each market: UK, Italy, Portugal, Spain (never two for one market). Visitors of a market without one see no price.',
    }),
    integer('numberOfDays', {
      name: 'Number of days',
      range: { min: 1, max: 365 },
      help: 'How many days the journey lasts.',
    }),
    integer('numberOfNights', {
      name: 'Number of nights',
      range: { min: 0, max: 365 },
      help: 'How many nights the journey includes.',
    }),
    url('travelcUrl', {
      name: 'Booking link (TravelC)',
      absolute: true,
      help: 'The full address of the booking page, starting with https://',
    }),
    boolean('external', {
      help: 'Yes if the booking link opens another website in a new tab.',
    }),
    assetLink('image', {
      required: true,
      mimetypes: ['image'],
      help: 'The large scrolling picture at the top of the page. Landscape, at least 1920 × 1080 pixels.',
    }),
    entryLinks('days', ['journeyDay'], {
      max: limits.journeyDays,
      help: `The journey day by day, in order (at most ${limits.journeyDays}).`,
    }),
    entryLinks('weather', ['weather'], {
      max: limits.journeyWeather,
      help: `The weather through the year, one entry per season (at most ${limits.journeyWeather}).`,
    }),
    entryLinks('recommendations', ['recommendation'], {
      max: limits.journeyRecommendations,
      help: `Tips for travellers (at most ${limits.journeyRecommendations}).`,
    }),
    ...seoFields(),
  ],
});

export const journeyContentTypes = [specialJourney, journeyDay, itineraryItem, weather, recommendation];
