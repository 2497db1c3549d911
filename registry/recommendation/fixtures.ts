import type { z } from 'zod';
import type { recommendationSchema } from './schema';

type Payload = z.input<typeof recommendationSchema> & { __typename: 'Recommendation'; sys: { id: string } };

/** Tips for "Iceland: Fire and Ice", as SpecialJourneyById returns them (en-UK): every field filled. */
export const valid: Payload = {
  __typename: 'Recommendation',
  sys: { id: 'journey-iceland-fire-and-ice.recommendations' },
  items: [
    {
      sys: { id: 'recommendation-iceland-layers' },
      title: 'Pack layers',
      description: 'A waterproof jacket and trousers, a warm mid-layer and walking boots are essential in every season.',
    },
    {
      sys: { id: 'recommendation-iceland-swimsuit' },
      title: 'Bring a swimsuit',
      description: 'Hot pools are part of daily life. As Icelanders do, shower without your swimsuit before you go in.',
    },
    {
      sys: { id: 'recommendation-iceland-roads' },
      title: 'Respect closed roads',
      description: 'The weather changes fast. Your tour leader checks the roads every morning and may change the order of the visits.',
    },
    {
      sys: { id: 'recommendation-iceland-cards' },
      title: 'Cards everywhere',
      description: 'Almost everything is paid by card, even at remote petrol stations; you will hardly need cash.',
    },
  ]
};

/** Only the required fields: one tip, its title. */
export const minimal: Payload = {
  __typename: 'Recommendation',
  sys: { id: 'journey-iceland-fire-and-ice.recommendations' },
  items: [{ sys: { id: 'recommendation-iceland-layers' }, title: 'Pack layers' }],
};

/** Japan's five tips: an odd number, so the last row of the two-column grid is half full. */
export const japan: Payload = {
  __typename: 'Recommendation',
  sys: { id: 'journey-japan-cherry-blossom.recommendations' },
  items: [
    {
      sys: { id: 'recommendation-japan-travel-light' },
      title: 'Travel light',
      description: 'Send your suitcase ahead with a luggage-forwarding service and take only a small bag on the trains.',
    },
    {
      sys: { id: 'recommendation-japan-ic-card' },
      title: 'Get an IC card',
      description: 'A rechargeable card such as Suica pays for metros, buses and convenience stores.',
    },
    {
      sys: { id: 'recommendation-japan-shoes-off' },
      title: 'Shoes off',
      description: 'Take your shoes off in ryokans, temples and many restaurants; socks without holes are a good idea.',
    },
    {
      sys: { id: 'recommendation-japan-cash' },
      title: 'Carry some cash',
      description: 'Cards are widely accepted in cities, but small temples, markets and country inns often take cash only.',
    },
    {
      sys: { id: 'recommendation-japan-no-tipping' },
      title: 'No tipping',
      description: 'Tipping is not customary in Japan and can cause confusion; excellent service is simply expected.',
    },
  ]
};

/** The Iceland tips in Italian (it-IT), for the Italian story. */
export const italian: Payload = {
  __typename: 'Recommendation',
  sys: { id: 'journey-iceland-fire-and-ice.recommendations' },
  items: [
    {
      sys: { id: 'recommendation-iceland-layers' },
      title: 'Vestiti a strati',
      description: 'Giacca e pantaloni impermeabili, uno strato intermedio caldo e scarponi da trekking sono indispensabili in ogni stagione.',
    },
    {
      sys: { id: 'recommendation-iceland-swimsuit' },
      title: 'Porta il costume da bagno',
      description: 'Le piscine termali fanno parte della vita quotidiana: prima di entrare ci si fa la doccia senza costume, come fanno gli islandesi.',
    },
    {
      sys: { id: 'recommendation-iceland-roads' },
      title: 'Rispetta le strade chiuse',
      description: "Il tempo cambia in fretta. L'accompagnatore controlla ogni mattina lo stato delle strade e può cambiare l'ordine delle visite.",
    },
    {
      sys: { id: 'recommendation-iceland-cards' },
      title: 'Carte ovunque',
      description: 'Quasi tutto si paga con la carta, anche nei distributori più isolati; i contanti non servono quasi mai.',
    },
  ]
};

/** What an editor can save in the CMS (a draft, seen in preview) but the site cannot show: a tip without its title. */
export const invalid = {
  __typename: 'Recommendation',
  sys: { id: 'journey-iceland-fire-and-ice.recommendations' },
  items: [{ sys: { id: 'recommendation-iceland-layers' }, title: null, description: 'A waterproof jacket and trousers, a warm mid-layer and walking boots are essential in every season.' }],
} as const;
