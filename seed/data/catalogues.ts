import { l, type Localized } from './text';

/** The printed catalogues visitors can request (cover asset `{id}-cover`, portrait). */
export const catalogues = [
  {
    id: 'catalogue-europe-2026',
    title: l('Europe 2026', 'Europa 2026', 'Europa 2026', 'Europa 2026'),
    description: l(
      'City breaks, island hopping and tours in 25 European countries.',
      'City break, tour delle isole e viaggi in 25 paesi europei.',
      'Escapadinhas, ilhas e circuitos em 25 países europeus.',
      'Escapadas, islas y circuitos por 25 países europeos.',
    ),
  },
  {
    id: 'catalogue-long-haul-2026',
    title: l('Long-haul 2026', 'Lungo raggio 2026', 'Longo curso 2026', 'Larga distancia 2026'),
    description: l(
      'Asia, Africa and the Americas: tours, safaris and beach stays.',
      'Asia, Africa e Americhe: tour, safari e soggiorni al mare.',
      'Ásia, África e Américas: circuitos, safaris e estadias de praia.',
      'Asia, África y América: circuitos, safaris y estancias de playa.',
    ),
  },
  {
    id: 'catalogue-cruises-2026',
    title: l('Cruises 2026', 'Crociere 2026', 'Cruzeiros 2026', 'Cruceros 2026'),
    description: l(
      'Ocean and river cruises, from the fjords to the Nile.',
      'Crociere in mare e fluviali, dai fiordi al Nilo.',
      'Cruzeiros marítimos e fluviais, dos fiordes ao Nilo.',
      'Cruceros marítimos y fluviales, de los fiordos al Nilo.',
    ),
  },
  {
    id: 'catalogue-honeymoons-2026',
    title: l('Honeymoons 2026', 'Viaggi di nozze 2026', 'Luas de mel 2026', 'Lunas de miel 2026'),
    description: l(
      'Romantic escapes and once-in-a-lifetime journeys for two.',
      'Fughe romantiche e viaggi unici da vivere in due.',
      'Escapadinhas românticas e viagens únicas a dois.',
      'Escapadas románticas y viajes únicos en pareja.',
    ),
  },
  {
    id: 'catalogue-winter-2026-27',
    title: l('Winter 2026–27', 'Inverno 2026-27', 'Inverno 2026-27', 'Invierno 2026-27'),
    description: l(
      'Northern lights, Christmas markets and winter sun.',
      "Aurora boreale, mercatini di Natale e sole d'inverno.",
      'Auroras boreais, mercados de Natal e sol de inverno.',
      'Auroras boreales, mercadillos de Navidad y sol de invierno.',
    ),
  },
] as const satisfies readonly { id: string; title: Localized; description: Localized }[];
