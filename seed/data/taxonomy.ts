import { l, same, type Localized } from './text';

/**
 * The three filter taxonomies of packages (categories, product types, things
 * to do) and the markets the site sells in.
 */

export interface TaxonomyData {
  key: string;
  name: Localized;
  /** Slug overrides per language (the default is the slugified name). */
  slug?: Partial<Localized>;
}

export const categories = [
  { key: 'honeymoon', name: l('Honeymoon', 'Viaggio di nozze', 'Lua de mel', 'Luna de miel') },
  { key: 'family', name: l('Family', 'Famiglia', 'Família', 'Familia') },
  { key: 'adventure', name: l('Adventure', 'Avventura', 'Aventura', 'Aventura') },
  {
    key: 'culture-history',
    name: l('Culture and history', 'Cultura e storia', 'Cultura e história', 'Cultura e historia'),
  },
  { key: 'beach', name: l('Beach', 'Mare', 'Praia', 'Playa') },
  {
    key: 'nature-wildlife',
    name: l('Nature and wildlife', 'Natura e animali', 'Natureza e vida selvagem', 'Naturaleza y fauna'),
  },
  { key: 'food-wine', name: l('Food and wine', 'Enogastronomia', 'Gastronomia e vinhos', 'Gastronomía y vino') },
  { key: 'wellness', name: l('Wellness', 'Benessere', 'Bem-estar', 'Bienestar') },
  { key: 'city-break', name: l('City breaks', 'City break', 'Escapadinhas urbanas', 'Escapadas urbanas') },
  { key: 'luxury', name: l('Luxury', 'Lusso', 'Luxo', 'Lujo') },
] as const satisfies readonly TaxonomyData[];

export type CategoryKey = (typeof categories)[number]['key'];

export interface ProductTypeData extends TaxonomyData {
  description: Localized;
}

export const productTypes = [
  {
    key: 'guided-tour',
    name: l('Guided tour', 'Tour guidato', 'Circuito guiado', 'Circuito guiado'),
    description: l(
      'Travel with a group and an expert tour leader; hotels, transport and visits are all arranged.',
      'Viaggi in gruppo con un accompagnatore esperto; hotel, trasporti e visite sono già organizzati.',
      'Viaje em grupo com um guia acompanhante experiente; hotéis, transportes e visitas já estão organizados.',
      'Viaja en grupo con un guía acompañante experto; hoteles, transporte y visitas ya están organizados.',
    ),
  },
  {
    key: 'small-group',
    name: l('Small-group tour', 'Tour in piccoli gruppi', 'Circuito em pequeno grupo', 'Circuito en grupo reducido'),
    description: l(
      'Guided trips for no more than 16 travellers, for a more personal experience.',
      "Viaggi guidati per al massimo 16 partecipanti, per un'esperienza più personale.",
      'Viagens guiadas para um máximo de 16 viajantes, para uma experiência mais pessoal.',
      'Viajes guiados para un máximo de 16 viajeros, para una experiencia más personal.',
    ),
  },
  {
    key: 'self-drive',
    name: l('Self-drive', 'Fly & drive', 'Fly & drive', 'Fly & drive'),
    description: l(
      'Flights, car hire and hotels booked for you; you drive at your own pace with a detailed road book.',
      'Voli, auto a noleggio e hotel prenotati per te; guidi al tuo ritmo con un road book dettagliato.',
      'Voos, aluguer de automóvel e hotéis reservados por nós; conduza ao seu ritmo com um roteiro detalhado.',
      'Vuelos, coche de alquiler y hoteles reservados por nosotros; conduce a tu ritmo con un roadbook detallado.',
    ),
  },
  {
    key: 'tailor-made',
    name: l('Tailor-made', 'Su misura', 'À medida', 'A medida'),
    description: l(
      'A private itinerary designed around you by our destination specialists.',
      'Un itinerario privato costruito intorno a te dai nostri esperti della destinazione.',
      'Um itinerário privado desenhado à sua medida pelos nossos especialistas no destino.',
      'Un itinerario privado diseñado a tu medida por nuestros especialistas en el destino.',
    ),
  },
  {
    key: 'cruise',
    name: l('Cruise', 'Crociera', 'Cruzeiro', 'Crucero'),
    description: l(
      'Ocean and river cruises with full board and shore excursions available at every port.',
      'Crociere in mare e fluviali in pensione completa, con escursioni disponibili in ogni porto.',
      'Cruzeiros marítimos e fluviais em pensão completa, com excursões disponíveis em cada porto.',
      'Cruceros marítimos y fluviales a pensión completa, con excursiones disponibles en cada puerto.',
    ),
  },
  {
    key: 'flight-hotel',
    name: l('Flight + hotel', 'Volo + hotel', 'Voo + hotel', 'Vuelo + hotel'),
    description: l(
      'Return flights and a hand-picked hotel: the simplest way to book a city break or a beach holiday.',
      'Volo di andata e ritorno e un hotel selezionato: il modo più semplice per prenotare una city break o una vacanza al mare.',
      'Voo de ida e volta e um hotel escolhido a dedo: a forma mais simples de reservar uma escapadinha ou umas férias na praia.',
      'Vuelo de ida y vuelta y un hotel seleccionado: la forma más sencilla de reservar una escapada o unas vacaciones de playa.',
    ),
  },
  {
    key: 'rail-journey',
    name: l('Rail journey', 'Viaggio in treno', 'Viagem de comboio', 'Viaje en tren'),
    description: l(
      'Scenic train routes with reserved seats and hotels near the stations.',
      'Percorsi ferroviari panoramici con posti riservati e hotel vicini alle stazioni.',
      'Percursos ferroviários panorâmicos com lugares reservados e hotéis perto das estações.',
      'Rutas en tren panorámicas con asientos reservados y hoteles cerca de las estaciones.',
    ),
  },
] as const satisfies readonly ProductTypeData[];

export type ProductTypeKey = (typeof productTypes)[number]['key'];

export const thingsToDo = [
  { key: 'wine-tasting', name: l('Wine tasting', 'Degustazione di vini', 'Prova de vinhos', 'Cata de vinos') },
  { key: 'safari', name: same('Safari') },
  { key: 'hiking', name: l('Hiking', 'Trekking', 'Caminhadas', 'Senderismo') },
  {
    key: 'snorkelling-diving',
    name: l('Snorkelling and diving', 'Snorkeling e immersioni', 'Snorkeling e mergulho', 'Esnórquel y buceo'),
  },
  { key: 'cooking-class', name: l('Cooking classes', 'Corsi di cucina', 'Aulas de culinária', 'Clases de cocina') },
  { key: 'northern-lights', name: l('Northern lights', 'Aurora boreale', 'Aurora boreal', 'Aurora boreal') },
  { key: 'boat-trip', name: l('Boat trips', 'Gite in barca', 'Passeios de barco', 'Paseos en barco') },
  {
    key: 'museums-monuments',
    name: l('Museums and monuments', 'Musei e monumenti', 'Museus e monumentos', 'Museos y monumentos'),
  },
  {
    key: 'whale-watching',
    name: l('Whale watching', 'Avvistamento di balene', 'Observação de baleias', 'Avistamiento de ballenas'),
  },
  {
    key: 'hot-air-balloon',
    name: l('Hot-air balloon flights', 'Voli in mongolfiera', 'Passeios de balão', 'Vuelos en globo'),
  },
  { key: 'spa-thermal', name: l('Spas and hot springs', 'Spa e terme', 'Spa e termas', 'Spa y termas') },
  { key: 'cycling', name: l('Cycling', 'Cicloturismo', 'Cicloturismo', 'Cicloturismo') },
  {
    key: 'shows-nightlife',
    name: l(
      'Shows and nightlife',
      'Spettacoli e vita notturna',
      'Espetáculos e vida noturna',
      'Espectáculos y vida nocturna',
    ),
  },
  { key: 'beach-relax', name: l('Beach days', 'Relax al mare', 'Dias de praia', 'Días de playa') },
  {
    key: 'snow-activities',
    name: l('Snow activities', 'Attività sulla neve', 'Atividades na neve', 'Actividades en la nieve'),
  },
] as const satisfies readonly TaxonomyData[];

export type ThingToDoKey = (typeof thingsToDo)[number]['key'];

/**
 * The markets: the site's language stands for the market (lib/content/markets.ts),
 * English is sold from the UK in pounds, the other three in euros.
 */
export const markets = [
  { iso: 'UK', currency: 'GBP', name: l('United Kingdom', 'Regno Unito', 'Reino Unido', 'Reino Unido') },
  { iso: 'IT', currency: 'EUR', name: l('Italy', 'Italia', 'Itália', 'Italia') },
  { iso: 'PT', currency: 'EUR', name: l('Portugal', 'Portogallo', 'Portugal', 'Portugal') },
  { iso: 'ES', currency: 'EUR', name: l('Spain', 'Spagna', 'Espanha', 'España') },
] as const satisfies readonly { iso: string; currency: 'GBP' | 'EUR'; name: Localized }[];

export type MarketIso = (typeof markets)[number]['iso'];

/**
 * A "from" price in each market it is shown in, in that market's currency (pounds for the UK, euros
 * for the others): a special journey's or a hero banner's, as their market information entries
 * (generate.ts). A market left out shows no price.
 */
export type MarketPrices = Readonly<Partial<Record<MarketIso, number>>>;
