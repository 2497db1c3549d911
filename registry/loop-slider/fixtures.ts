import type { z } from 'zod';
import type { loopSliderSchema } from './schema';

type Payload = z.input<typeof loopSliderSchema> & { __typename: 'LoopSlider'; sys: { id: string } };

/** The seed's continent photos as the CardPhoto fragment asks for them (850x650). */
const photos = {
  europe: { title: 'Europe', url: '/content/images/ventura/continent-europe-photo/c7335680f325ac9336d0c78899931a1d/europe.webp?w=850&h=650&fit=fill&fm=webp' },
  asia: { title: 'Asia', url: '/content/images/ventura/continent-asia-photo/bc1f4f0a41e2a5881bcc14c948cbe283/asia.webp?w=850&h=650&fit=fill&fm=webp' },
  africa: { title: 'Africa', url: '/content/images/ventura/continent-africa-photo/97ad166ddb376e64bdecd4455e72a269/africa.webp?w=850&h=650&fit=fill&fm=webp' },
  northAmerica: {
    title: 'North America',
    url: '/content/images/ventura/continent-north-america-photo/0b818261e40fc18bc56fdaade414d28f/north-america.webp?w=850&h=650&fit=fill&fm=webp',
  },
  southAmerica: {
    title: 'South America',
    url: '/content/images/ventura/continent-south-america-photo/dc9b9eb8eb96902cad786bdc5ade673a/south-america.webp?w=850&h=650&fit=fill&fm=webp',
  },
  oceania: { title: 'Oceania', url: '/content/images/ventura/continent-oceania-photo/328c400e251077ebcbfc85d36ae36842/oceania.webp?w=850&h=650&fit=fill&fm=webp' },
};

const countries = (total: number) => ({ countryCollection: { total } });

/** The home page's slider in English, as the page query returns it: five continents, every field filled. */
export const valid: Payload = {
  __typename: 'LoopSlider',
  sys: { id: 'loop-slider-continents' },
  title: 'Where will you go next?',
  continentsCollection: {
    items: [
      { sys: { id: 'continent-europe' }, name: 'Europe', slug: 'europe', photo: photos.europe, linkedFrom: countries(9) },
      { sys: { id: 'continent-asia' }, name: 'Asia', slug: 'asia', photo: photos.asia, linkedFrom: countries(6) },
      { sys: { id: 'continent-africa' }, name: 'Africa', slug: 'africa', photo: photos.africa, linkedFrom: countries(5) },
      { sys: { id: 'continent-north-america' }, name: 'North America', slug: 'north-america', photo: photos.northAmerica, linkedFrom: countries(4) },
      { sys: { id: 'continent-south-america' }, name: 'South America', slug: 'south-america', photo: photos.southAmerica, linkedFrom: countries(3) },
    ],
  },
};

/** Only the required fields: one continent without a photo, with a single country. */
export const minimal: Payload = {
  __typename: 'LoopSlider',
  sys: { id: 'loop-slider-minimal' },
  title: 'Where will you go next?',
  continentsCollection: {
    items: [{ sys: { id: 'continent-oceania' }, name: 'Oceania', slug: 'oceania', photo: null, linkedFrom: countries(1) }],
  },
};

/**
 * Two continents, one unpublished after it was added (null) and one no
 * country names yet: the strip repeats the two to fill its width.
 */
export const fewContinents: Payload = {
  __typename: 'LoopSlider',
  sys: { id: 'loop-slider-few' },
  title: 'Far away',
  continentsCollection: {
    items: [
      { sys: { id: 'continent-oceania' }, name: 'Oceania', slug: 'oceania', photo: photos.oceania, linkedFrom: countries(2) },
      null,
      { sys: { id: 'continent-asia' }, name: 'Asia', slug: 'asia', photo: photos.asia, linkedFrom: countries(0) },
    ],
  },
};

/** The home page's slider in Italian: names and slugs are the editors' Italian ones. */
export const italian: Payload = {
  __typename: 'LoopSlider',
  sys: { id: 'loop-slider-continents' },
  title: 'Qual è la tua prossima meta?',
  continentsCollection: {
    items: [
      { sys: { id: 'continent-europe' }, name: 'Europa', slug: 'europa', photo: { ...photos.europe, title: 'Europa' }, linkedFrom: countries(9) },
      { sys: { id: 'continent-asia' }, name: 'Asia', slug: 'asia', photo: photos.asia, linkedFrom: countries(6) },
      { sys: { id: 'continent-africa' }, name: 'Africa', slug: 'africa', photo: photos.africa, linkedFrom: countries(5) },
      {
        sys: { id: 'continent-north-america' },
        name: 'America del Nord',
        slug: 'america-del-nord',
        photo: { ...photos.northAmerica, title: 'America del Nord' },
        linkedFrom: countries(4),
      },
      {
        sys: { id: 'continent-south-america' },
        name: 'America del Sud',
        slug: 'america-del-sud',
        photo: { ...photos.southAmerica, title: 'America del Sud' },
        linkedFrom: countries(1),
      },
    ],
  },
};

/** What an editor can save (a draft, seen in preview) but the site cannot show: a slider without continents. */
export const invalid: Payload = {
  __typename: 'LoopSlider',
  sys: { id: 'loop-slider-invalid' },
  title: 'Where will you go next?',
  continentsCollection: { items: [] },
};
