import type { z } from 'zod';
import type { weatherSchema } from './schema';

type Payload = z.input<typeof weatherSchema> & { __typename: 'Weather'; sys: { id: string } };

/** "Iceland: Fire and Ice" through the year, as SpecialJourneyById returns it (en-UK): four seasons, the most the model allows. */
export const valid: Payload = {
  __typename: 'Weather',
  sys: { id: 'journey-iceland-fire-and-ice.weather' },
  items: [
    {
      sys: { id: 'weather-iceland-winter' },
      title: 'Winter',
      description: 'Short days with four to six hours of light, snow on the roads and the best chance of seeing the northern lights.',
      icon: 'snow',
      months: 'December to February',
      temperature: '-3 to 3 °C',
      specialNote: 'Best time for the northern lights.',
    },
    {
      sys: { id: 'weather-iceland-spring' },
      title: 'Spring',
      description: 'Longer days, changeable weather and the first puffins arriving on the cliffs in May.',
      icon: 'cloud',
      months: 'March to May',
      temperature: '0 to 8 °C',
      specialNote: null,
    },
    {
      sys: { id: 'weather-iceland-summer' },
      title: 'Summer',
      description: 'The midnight sun, green valleys and every highland road open.',
      icon: 'sun',
      months: 'June to August',
      temperature: '10 to 15 °C',
      specialNote: 'Book early: July and August sell out first.',
    },
    {
      sys: { id: 'weather-iceland-autumn' },
      title: 'Autumn',
      description: 'Autumn colours, fewer visitors and the return of dark skies for the aurora.',
      icon: 'rain',
      months: 'September to November',
      temperature: '2 to 9 °C',
      specialNote: null,
    },
  ]
};

/** Only the required fields: one season with its title. */
export const minimal: Payload = {
  __typename: 'Weather',
  sys: { id: 'journey-iceland-fire-and-ice.weather' },
  items: [{ sys: { id: 'weather-iceland-summer' }, title: 'Summer' }],
};

/** Japan's seasons: icons beyond the help text's examples (cherry blossom, leaf). */
export const japan: Payload = {
  __typename: 'Weather',
  sys: { id: 'journey-japan-cherry-blossom.weather' },
  items: [
    {
      sys: { id: 'weather-japan-spring' },
      title: 'Spring',
      description: 'Cherry blossom from late March, mild days and cool evenings.',
      icon: 'cherry-blossom',
      months: 'March to May',
      temperature: '8 to 20 °C',
      specialNote: 'Peak season: hotels fill up months ahead.',
    },
    {
      sys: { id: 'weather-japan-summer' },
      title: 'Summer',
      description: 'Hot and humid, with the rainy season in June and summer festivals in July and August.',
      icon: 'sun',
      months: 'June to August',
      temperature: '24 to 32 °C',
      specialNote: null,
    },
    {
      sys: { id: 'weather-japan-autumn' },
      title: 'Autumn',
      description: 'Clear skies and red maples, especially in Kyoto in November.',
      icon: 'leaf',
      months: 'September to November',
      temperature: '12 to 25 °C',
      specialNote: null,
    },
    {
      sys: { id: 'weather-japan-winter' },
      title: 'Winter',
      description: 'Cold, dry and sunny, with snow in the Japanese Alps and few crowds at the temples.',
      icon: 'snow',
      months: 'December to February',
      temperature: '0 to 10 °C',
      specialNote: null,
    },
  ]
};

/** What editors may also type: a bare number as the temperature (read as °C) and an icon name the site has no drawing for. */
export const editorShortcuts: Payload = {
  __typename: 'Weather',
  sys: { id: 'journey-iceland-fire-and-ice.weather' },
  items: [
    {
      sys: { id: 'weather-iceland-winter' },
      title: 'Winter',
      months: 'December to February',
      temperature: '-1.5',
      icon: 'northern-lights',
      description: 'Short days with four to six hours of light, snow on the roads and the best chance of seeing the northern lights.',
      specialNote: 'Best time for the northern lights.',
    },
  ],
};

/** The same journey in Italian (it-IT), for the Italian story. */
export const italian: Payload = {
  __typename: 'Weather',
  sys: { id: 'journey-iceland-fire-and-ice.weather' },
  items: [
    {
      sys: { id: 'weather-iceland-winter' },
      title: 'Inverno',
      description: "Giornate brevi con quattro-sei ore di luce, neve sulle strade e le migliori possibilità di vedere l'aurora boreale.",
      icon: 'snow',
      months: 'Da dicembre a febbraio',
      temperature: 'da -3 a 3 °C',
      specialNote: "Il periodo migliore per l'aurora boreale.",
    },
    {
      sys: { id: 'weather-iceland-spring' },
      title: 'Primavera',
      description: 'Giornate più lunghe, tempo variabile e a maggio le prime pulcinelle di mare sulle scogliere.',
      icon: 'cloud',
      months: 'Da marzo a maggio',
      temperature: 'da 0 a 8 °C',
      specialNote: null,
    },
    {
      sys: { id: 'weather-iceland-summer' },
      title: 'Estate',
      description: 'Il sole di mezzanotte, valli verdissime e tutte le strade degli altopiani aperte.',
      icon: 'sun',
      months: 'Da giugno ad agosto',
      temperature: 'da 10 a 15 °C',
      specialNote: 'Prenota presto: luglio e agosto si esauriscono per primi.',
    },
    {
      sys: { id: 'weather-iceland-autumn' },
      title: 'Autunno',
      description: "Colori autunnali, meno turisti e il ritorno dei cieli bui per l'aurora.",
      icon: 'rain',
      months: 'Da settembre a novembre',
      temperature: 'da 2 a 9 °C',
      specialNote: null,
    },
  ]
};

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a season without its title. */
export const invalid = {
  __typename: 'Weather',
  sys: { id: 'journey-iceland-fire-and-ice.weather' },
  items: [{ sys: { id: 'weather-iceland-winter' }, title: null, months: 'December to February', temperature: '-3 to 3 °C', icon: 'snow' }],
} as const;
