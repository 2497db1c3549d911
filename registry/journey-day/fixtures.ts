import type { z } from 'zod';
import type { journeyDaySchema } from './schema';

type Payload = z.input<typeof journeyDaySchema> & { __typename: 'JourneyDay'; sys: { id: string } };

/** "Iceland: Fire and Ice" day by day, as SpecialJourneyById returns it (en-UK): every field filled, a grouped "Days 5–6", a last day without photo. */
export const valid: Payload = {
  __typename: 'JourneyDay',
  sys: { id: 'journey-iceland-fire-and-ice.days' },
  items: [
    {
      sys: { id: 'day-iceland-1' },
      name: 'Day 1 – Arrival in Reykjavik',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-old-harbour' },
            title: 'Evening walk to the old harbour',
            description: 'Meet your tour leader and the group over dinner, after a walk from Hallgrímskirkja church down to the Harpa concert hall.',
            photo: {
              title: 'Evening walk to the old harbour',
              url: '/content/images/ventura/item-iceland-old-harbour-photo/86188d65c554b3e924c0293d6e5b8cb4/evening-walk-to-the-old-harbour.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-2' },
      name: 'Day 2 – The Golden Circle',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-thingvellir' },
            title: 'Þingvellir National Park',
            description: "Walk between the North American and Eurasian tectonic plates, where Iceland's parliament first met in 930.",
            photo: {
              title: 'Þingvellir National Park',
              url: '/content/images/ventura/item-iceland-thingvellir-photo/ec8aa3414e5ce087eec7a37b4c695fb3/thingvellir-national-park.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
          {
            sys: { id: 'item-iceland-geysir-and-gullfoss' },
            title: 'Geysir and Gullfoss',
            description: 'Strokkur erupts every few minutes; then the two-step Gullfoss waterfall thunders into its canyon.',
            photo: {
              title: 'Geysir and Gullfoss',
              url: '/content/images/ventura/item-iceland-geysir-and-gullfoss-photo/168ec0b4c47e8e09edd1eb98f1466db9/geysir-and-gullfoss.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-3' },
      name: 'Day 3 – Waterfalls of the south coast',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-south-coast-waterfalls' },
            title: 'Seljalandsfoss and Skógafoss',
            description: 'Walk behind the curtain of Seljalandsfoss, then climb the steps beside Skógafoss for the view.',
            photo: {
              title: 'Seljalandsfoss and Skógafoss',
              url: '/content/images/ventura/item-iceland-south-coast-waterfalls-photo/6b36152586939695d0e3584d6bb2cd85/seljalandsfoss-and-skogafoss.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
          {
            sys: { id: 'item-iceland-reynisfjara' },
            title: 'Reynisfjara black beach',
            description: 'Basalt columns and sea stacks near Vík. Keep well back from the water: the waves here are famously unpredictable.',
            photo: {
              title: 'Reynisfjara black beach',
              url: '/content/images/ventura/item-iceland-reynisfjara-photo/57bed438e2bfabc9ac20f17bbf865c26/reynisfjara-black-beach.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-4' },
      name: 'Day 4 – Vatnajökull and the glacier lagoon',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-glacier-walk' },
            title: 'Glacier walk with crampons',
            description: 'A mountain guide leads a two-hour walk on an outlet glacier of Vatnajökull; boots, crampons and helmets are provided.',
            photo: {
              title: 'Glacier walk with crampons',
              url: '/content/images/ventura/item-iceland-glacier-walk-photo/d07ffb53c1b0b818c1329222726fe682/glacier-walk-with-crampons.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
          {
            sys: { id: 'item-iceland-jokulsarlon' },
            title: 'Boat trip on Jökulsárlón',
            description: 'Sail among icebergs that have broken off the glacier, often with seals swimming alongside, then see the ice on Diamond Beach.',
            photo: {
              title: 'Boat trip on Jökulsárlón',
              url: '/content/images/ventura/item-iceland-jokulsarlon-photo/9fa5824267d01f9aaef1bf0da6657820/boat-trip-on-jokulsarlon.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-5-6' },
      name: 'Days 5–6 – Back west, chasing the northern lights',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-northern-lights' },
            title: 'Northern lights hunt',
            description: 'From September to April we stay in countryside hotels away from light pollution, and your tour leader watches the forecast for the best night.',
            photo: {
              title: 'Northern lights hunt',
              url: '/content/images/ventura/item-iceland-northern-lights-photo/280b7f03c1c6cd0653f4df7dc8ba99e0/northern-lights-hunt.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-7' },
      name: 'Day 7 – A soak in a geothermal lagoon',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-geothermal-lagoon' },
            title: 'Geothermal lagoon',
            description: 'Warm, mineral-rich water at 38 °C, with time to relax before a farewell dinner in Reykjavik.',
            photo: {
              title: 'Geothermal lagoon',
              url: '/content/images/ventura/item-iceland-geothermal-lagoon-photo/59298eb04c4d45936d3afb07a3672681/geothermal-lagoon.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-8' },
      name: 'Day 8 – Departure',
      itineraryCollection: { items: [{ sys: { id: 'item-iceland-departure' }, title: 'Transfer to Keflavík airport', description: null, photo: null }] },
    },
  ]
};

/** Only the required fields: one day, its name, no stops. */
export const minimal: Payload = {
  __typename: 'JourneyDay',
  sys: { id: 'journey-iceland-fire-and-ice.days' },
  items: [{ sys: { id: 'day-iceland-8' }, name: 'Day 8 – Departure' }],
};

/**
 * Days named without a day label ("The Golden Circle"): the site numbers them
 * by position. The first description uses markdown (bold, a list, links);
 * the second day's stops have no photo and no description.
 */
export const unlabelled: Payload = {
  __typename: 'JourneyDay',
  sys: { id: 'journey-iceland-fire-and-ice.days' },
  items: [
    {
      sys: { id: 'day-iceland-1' },
      name: 'Arrival in Reykjavik',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-old-harbour' },
            title: 'Evening walk to the old harbour',
            description:
              'Meet your tour leader and the group over **dinner**, after a walk:\n\n- from Hallgrímskirkja church\n- down to the [Harpa concert hall](https://harpa.example.com)\n\nSee [our other trips to Iceland](/en/results/packages/iceland/).',
            photo: {
              title: 'Evening walk to the old harbour',
              url: '/content/images/ventura/item-iceland-old-harbour-photo/86188d65c554b3e924c0293d6e5b8cb4/evening-walk-to-the-old-harbour.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-2' },
      name: 'The Golden Circle',
      itineraryCollection: {
        items: [
          { sys: { id: 'item-iceland-thingvellir' }, title: 'Þingvellir National Park', description: null, photo: null },
          { sys: { id: 'item-iceland-geysir-and-gullfoss' }, title: 'Geysir and Gullfoss', description: null, photo: null },
        ],
      },
    },
    { sys: { id: 'day-iceland-8' }, name: 'Departure', itineraryCollection: { items: [] } },
  ],
};

/** The same journey in Italian (it-IT), for the Italian story. */
export const italian: Payload = {
  __typename: 'JourneyDay',
  sys: { id: 'journey-iceland-fire-and-ice.days' },
  items: [
    {
      sys: { id: 'day-iceland-1' },
      name: 'Giorno 1 – Arrivo a Reykjavík',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-old-harbour' },
            title: 'Passeggiata serale al porto vecchio',
            description: "Incontro con l'accompagnatore e il gruppo a cena, dopo una passeggiata dalla chiesa di Hallgrímskirkja fino alla sala concerti Harpa.",
            photo: {
              title: 'Passeggiata serale al porto vecchio',
              url: '/content/images/ventura/item-iceland-old-harbour-photo/86188d65c554b3e924c0293d6e5b8cb4/evening-walk-to-the-old-harbour.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-2' },
      name: "Giorno 2 – Il Circolo d'Oro",
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-thingvellir' },
            title: 'Parco nazionale di Þingvellir',
            description: 'Si cammina tra la placca nordamericana e quella euroasiatica, dove nel 930 si riunì per la prima volta il parlamento islandese.',
            photo: {
              title: 'Parco nazionale di Þingvellir',
              url: '/content/images/ventura/item-iceland-thingvellir-photo/ec8aa3414e5ce087eec7a37b4c695fb3/thingvellir-national-park.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
          {
            sys: { id: 'item-iceland-geysir-and-gullfoss' },
            title: 'Geysir e Gullfoss',
            description: 'Lo Strokkur erutta ogni pochi minuti; poi la cascata a due salti di Gullfoss precipita nel suo canyon.',
            photo: {
              title: 'Geysir e Gullfoss',
              url: '/content/images/ventura/item-iceland-geysir-and-gullfoss-photo/168ec0b4c47e8e09edd1eb98f1466db9/geysir-and-gullfoss.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-3' },
      name: 'Giorno 3 – Le cascate della costa sud',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-south-coast-waterfalls' },
            title: 'Seljalandsfoss e Skógafoss',
            description: "Si passa dietro il velo d'acqua del Seljalandsfoss, poi si salgono i gradini accanto allo Skógafoss per il panorama.",
            photo: {
              title: 'Seljalandsfoss e Skógafoss',
              url: '/content/images/ventura/item-iceland-south-coast-waterfalls-photo/6b36152586939695d0e3584d6bb2cd85/seljalandsfoss-and-skogafoss.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
          {
            sys: { id: 'item-iceland-reynisfjara' },
            title: 'La spiaggia nera di Reynisfjara',
            description: "Colonne di basalto e faraglioni vicino a Vík. Meglio restare lontani dall'acqua: le onde qui sono notoriamente imprevedibili.",
            photo: {
              title: 'La spiaggia nera di Reynisfjara',
              url: '/content/images/ventura/item-iceland-reynisfjara-photo/57bed438e2bfabc9ac20f17bbf865c26/reynisfjara-black-beach.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-4' },
      name: 'Giorno 4 – Il Vatnajökull e la laguna glaciale',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-glacier-walk' },
            title: 'Camminata sul ghiacciaio con i ramponi',
            description: 'Una guida alpina accompagna una camminata di due ore su una lingua glaciale del Vatnajökull; scarponi, ramponi e casco sono forniti.',
            photo: {
              title: 'Camminata sul ghiacciaio con i ramponi',
              url: '/content/images/ventura/item-iceland-glacier-walk-photo/d07ffb53c1b0b818c1329222726fe682/glacier-walk-with-crampons.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
          {
            sys: { id: 'item-iceland-jokulsarlon' },
            title: 'In barca sulla laguna di Jökulsárlón',
            description: 'Navigazione tra gli iceberg che si staccano dal ghiacciaio, spesso in compagnia delle foche, poi il ghiaccio sulla Diamond Beach.',
            photo: {
              title: 'In barca sulla laguna di Jökulsárlón',
              url: '/content/images/ventura/item-iceland-jokulsarlon-photo/9fa5824267d01f9aaef1bf0da6657820/boat-trip-on-jokulsarlon.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-5-6' },
      name: "Giorni 5-6 – Ritorno a ovest, a caccia dell'aurora boreale",
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-northern-lights' },
            title: "Caccia all'aurora boreale",
            description: "Da settembre ad aprile dormiamo in hotel di campagna lontani dall'inquinamento luminoso, e l'accompagnatore segue le previsioni per scegliere la notte migliore.",
            photo: {
              title: "Caccia all'aurora boreale",
              url: '/content/images/ventura/item-iceland-northern-lights-photo/280b7f03c1c6cd0653f4df7dc8ba99e0/northern-lights-hunt.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-7' },
      name: 'Giorno 7 – Un bagno in una laguna geotermale',
      itineraryCollection: {
        items: [
          {
            sys: { id: 'item-iceland-geothermal-lagoon' },
            title: 'Laguna geotermale',
            description: "Acqua calda e ricca di minerali a 38 °C, con tempo per rilassarsi prima della cena d'addio a Reykjavík.",
            photo: {
              title: 'Laguna geotermale',
              url: '/content/images/ventura/item-iceland-geothermal-lagoon-photo/59298eb04c4d45936d3afb07a3672681/geothermal-lagoon.webp?w=850&h=650&fit=fill&fm=webp',
            },
          },
        ],
      },
    },
    {
      sys: { id: 'day-iceland-8' },
      name: 'Giorno 8 – Partenza',
      itineraryCollection: {
        items: [{ sys: { id: 'item-iceland-departure' }, title: "Trasferimento all'aeroporto di Keflavík", description: null, photo: null }],
      },
    },
  ]
};

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a day without its name. */
export const invalid = {
  __typename: 'JourneyDay',
  sys: { id: 'journey-iceland-fire-and-ice.days' },
  items: [{ sys: { id: 'day-iceland-1' }, name: null, itineraryCollection: { items: [] } }],
} as const;
