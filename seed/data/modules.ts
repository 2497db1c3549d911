import {
  type ActionButtonAction,
  type ActionButtonType,
  type Alignment,
  type HeroBannerLayout,
  type ModuleLayout,
  type ProductSection,
} from '@travel/cms/model';
import { type AreaKey, type ContinentKey, type CountryKey, countrySlugs, type SuperareaKey } from './destinations';
import { type PackageId } from './packages';
import { pageUrl } from './page-slugs';
import { landings } from './events';
import { eventPath, journeyPath, resultsByCountry, screenPath } from './paths';
import { type MarketIso, type MarketPrices } from './taxonomy';
import { l, ll, same, slugsOf, type Localized } from './text';

/**
 * What pages are built from: hero banners, search-box tabs and the page
 * modules with the entries they hold. Links to generic pages are filled in by
 * pages.ts (it knows their slugs); everything else links through the route
 * table (paths.ts).
 */

// ---------------------------------------------------------------------------
// Hero banners (page heroes and the banners of banner modules)

export interface HeroBannerData {
  id: string;
  /** The label editors find the banner by. */
  name: string;
  header: Localized;
  description: Localized;
  link?: Localized;
  cta?: Localized;
  external?: boolean;
  layout: HeroBannerLayout;
  align: Alignment;
  /** A "from" price in each market the banner shows one in (market information entries). */
  prices?: MarketPrices;
  discount?: number;
  tags?: Localized<readonly string[]>;
  videoUrl?: string;
  bgColor?: string;
  textColor?: string;
}

export const heroBanners = [
  {
    id: 'hero-home-summer-in-italy',
    name: 'Home – Summer in Italy 2026',
    header: l('Summer in Italy', 'Estate in Italia', 'Verão em Itália', 'Verano en Italia'),
    description: l(
      'The Amalfi Coast, Tuscany and Sicily with flights and hotels included.',
      'Costiera Amalfitana, Toscana e Sicilia con voli e hotel inclusi.',
      'A Costa Amalfitana, a Toscana e a Sicília com voos e hotéis incluídos.',
      'La Costa Amalfitana, la Toscana y Sicilia con vuelos y hoteles incluidos.',
    ),
    link: resultsByCountry(countrySlugs('italy')),
    cta: l('See the trips', 'Scopri i viaggi', 'Ver as viagens', 'Ver los viajes'),
    layout: 'image',
    align: 'left',
    prices: { UK: 540, IT: 630, PT: 630, ES: 630 },
    tags: ll(['Summer 2026'], ['Estate 2026'], ['Verão 2026'], ['Verano 2026']),
    bgColor: '#0b4f6c',
    textColor: '#ffffff',
  },
  {
    id: 'hero-home-japan-in-bloom',
    name: 'Home – Japan special journey (video)',
    header: l('Japan in bloom', 'Il Giappone in fiore', 'O Japão em flor', 'Japón en flor'),
    description: l(
      'Ten days from Tokyo to Kyoto at the height of the cherry blossom season.',
      'Dieci giorni da Tokyo a Kyoto nel pieno della fioritura dei ciliegi.',
      'Dez dias de Tóquio a Quioto no auge da floração das cerejeiras.',
      'Diez días de Tokio a Kioto en plena floración de los cerezos.',
    ),
    link: journeyPath('journey-japan-cherry-blossom'),
    cta: l('Discover the journey', 'Scopri il viaggio', 'Descobrir a viagem', 'Descubre el viaje'),
    layout: 'video',
    align: 'center',
    prices: { UK: 3290, IT: 3820, PT: 3820, ES: 3820 },
    tags: ll(['Special journey'], ['Viaggio speciale'], ['Viagem especial'], ['Viaje especial']),
    videoUrl: 'https://videos.example.com/ventura/japan-in-bloom.mp4',
    textColor: '#ffffff',
  },
  {
    id: 'hero-home-last-minute',
    name: 'Home – Last-minute offers',
    header: l('Last-minute offers', 'Offerte last minute', 'Ofertas de última hora', 'Ofertas de última hora'),
    description: l(
      'Departures in the next 30 days with up to 20% off.',
      'Partenze nei prossimi 30 giorni con sconti fino al 20%.',
      'Partidas nos próximos 30 dias com até 20% de desconto.',
      'Salidas en los próximos 30 días con hasta un 20 % de descuento.',
    ),
    link: screenPath('packageResults'),
    cta: l('Book now', 'Prenota ora', 'Reservar agora', 'Reserva ahora'),
    layout: 'compact',
    align: 'right',
    discount: 20,
    tags: ll(['Last places'], ['Ultimi posti'], ['Últimos lugares'], ['Últimas plazas']),
    bgColor: '#d40e14',
    textColor: '#ffffff',
  },
  {
    id: 'hero-offer-honeymoons',
    name: 'Offer – Honeymoons',
    header: l('Honeymoons', 'Viaggi di nozze', 'Luas de mel', 'Lunas de miel'),
    description: l(
      'Villas in Bali, safari and beach, Japan for two: trips to remember.',
      'Ville a Bali, safari e mare, il Giappone in due: viaggi da ricordare.',
      'Villas em Bali, safari e praia, o Japão a dois: viagens para recordar.',
      'Villas en Bali, safari y playa, Japón en pareja: viajes para recordar.',
    ),
    link: pageUrl('page-honeymoons'),
    cta: l('Get inspired', 'Lasciati ispirare', 'Inspire-se', 'Inspírate'),
    layout: 'image',
    align: 'center',
    tags: ll(['Gift for couples'], ['Regalo per gli sposi'], ['Oferta para casais'], ['Regalo para parejas']),
    textColor: '#ffffff',
  },
  {
    id: 'hero-offer-safari',
    name: 'Offer – Safari season',
    header: l('Safari season', 'Stagione dei safari', 'Época de safaris', 'Temporada de safaris'),
    description: l(
      'The great migration in the Masai Mara from July to October.',
      'La grande migrazione nel Masai Mara da luglio a ottobre.',
      'A grande migração no Masai Mara de julho a outubro.',
      'La gran migración en la Masái Mara de julio a octubre.',
    ),
    link: resultsByCountry(countrySlugs('kenya')),
    cta: l('Discover', 'Scopri', 'Descobrir', 'Descubrir'),
    layout: 'image',
    align: 'left',
    prices: { UK: 2390, IT: 2780, PT: 2780, ES: 2780 },
    discount: 10,
    textColor: '#ffffff',
  },
  {
    id: 'hero-offer-iceland-journey',
    name: 'Offer – Iceland special journey',
    header: l('Iceland: Fire and Ice', 'Islanda: fuoco e ghiaccio', 'Islândia: fogo e gelo', 'Islandia: fuego y hielo'),
    description: l(
      'Eight days of geysers, glaciers and northern lights with a small group.',
      'Otto giorni tra geyser, ghiacciai e aurora boreale in piccolo gruppo.',
      'Oito dias de géiseres, glaciares e auroras boreais em pequeno grupo.',
      'Ocho días de géiseres, glaciares y auroras boreales en grupo reducido.',
    ),
    link: journeyPath('journey-iceland-fire-and-ice'),
    cta: l('See the journey', 'Scopri il viaggio', 'Ver a viagem', 'Ver el viaje'),
    layout: 'image',
    align: 'left',
    prices: { UK: 2190, IT: 2540, PT: 2540, ES: 2540 },
    tags: ll(['Special journey'], ['Viaggio speciale'], ['Viagem especial'], ['Viaje especial']),
    textColor: '#ffffff',
  },
  {
    id: 'hero-offer-rome-marathon',
    name: 'Offer – Rome Marathon 2026',
    header: l('Rome Marathon 2026', 'Maratona di Roma 2026', 'Maratona de Roma 2026', 'Maratón de Roma 2026'),
    description: l(
      'Race entry, a hotel near the start and the transfer on race day: you think about your time.',
      'Iscrizione, hotel vicino alla partenza e trasferimento il giorno della gara: tu pensa al tuo tempo.',
      'Inscrição, hotel perto da partida e transfere no dia da prova: só tem de pensar no seu tempo.',
      'Inscripción, hotel cerca de la salida y traslado el día de la carrera: tú piensa en tu marca.',
    ),
    // The event landing's address: its slug is made from its name in each language, as generate.ts does.
    // The Rome Marathon is sold in every market (the Rio Carnival is not sold in Italy).
    link: eventPath(slugsOf(landings.find((landing) => landing.id === 'landing-rome-marathon-2026')!.name)),
    cta: l('See the event', "Scopri l'evento", 'Ver o evento', 'Ver el evento'),
    layout: 'image',
    align: 'left',
    tags: ll(['Event'], ['Evento'], ['Evento'], ['Evento']),
    textColor: '#ffffff',
  },
  {
    id: 'hero-offer-cruises',
    name: 'Offer – Cruises',
    header: l('Cruises', 'Crociere', 'Cruzeiros', 'Cruceros'),
    description: l(
      'The fjords, the Mediterranean and the Caribbean, with full board on board.',
      'Fiordi, Mediterraneo e Caraibi, con pensione completa a bordo.',
      'Fiordes, Mediterrâneo e Caraíbas, com pensão completa a bordo.',
      'Fiordos, Mediterráneo y Caribe, con pensión completa a bordo.',
    ),
    link: screenPath('packageResults'),
    cta: l('See the cruises', 'Scopri le crociere', 'Ver os cruzeiros', 'Ver los cruceros'),
    layout: 'image',
    align: 'right',
    prices: { UK: 990, IT: 1150, PT: 1150, ES: 1150 },
    textColor: '#ffffff',
  },
  {
    id: 'hero-about-us',
    name: 'About us – header',
    header: l('Travelling since 1998', 'Viaggiamo dal 1998', 'A viajar desde 1998', 'Viajando desde 1998'),
    description: l(
      'A team of travel specialists in London, Milan, Lisbon and Madrid.',
      'Un team di specialisti di viaggio a Londra, Milano, Lisbona e Madrid.',
      'Uma equipa de especialistas em viagens em Londres, Milão, Lisboa e Madrid.',
      'Un equipo de especialistas en viajes en Londres, Milán, Lisboa y Madrid.',
    ),
    layout: 'compact',
    align: 'left',
    bgColor: '#1f2a44',
    textColor: '#ffffff',
  },
  {
    id: 'hero-help',
    name: 'Help centre – header',
    header: l('How can we help?', 'Come possiamo aiutarti?', 'Como podemos ajudar?', '¿Cómo podemos ayudarte?'),
    description: l(
      'Answers about bookings, payments and travel documents.',
      'Risposte su prenotazioni, pagamenti e documenti di viaggio.',
      'Respostas sobre reservas, pagamentos e documentos de viagem.',
      'Respuestas sobre reservas, pagos y documentación de viaje.',
    ),
    link: screenPath('contact'),
    cta: l('Contact us', 'Contattaci', 'Contacte-nos', 'Contáctanos'),
    layout: 'compact',
    align: 'center',
    bgColor: '#f4f1ea',
    textColor: '#1f2a44',
  },
  {
    id: 'hero-inspiration',
    name: 'Inspiration – header',
    header: l('Where to next?', 'Dove andiamo?', 'Para onde vamos?', '¿Adónde vamos?'),
    description: l(
      'Ideas by season, by travel style and by who you travel with.',
      'Idee per stagione, stile di viaggio e compagni di viaggio.',
      'Ideias por estação, estilo de viagem e companhia.',
      'Ideas por temporada, estilo de viaje y compañía.',
    ),
    link: screenPath('destinations'),
    cta: l('Explore destinations', 'Esplora le destinazioni', 'Explorar destinos', 'Explorar destinos'),
    layout: 'image',
    align: 'center',
    textColor: '#ffffff',
  },
] as const satisfies readonly HeroBannerData[];

export type HeroBannerId = (typeof heroBanners)[number]['id'];

// ---------------------------------------------------------------------------
// Search-box tabs: one per product section (SPEC section 1)

export interface SearchboxItemData {
  id: string;
  component: ProductSection;
  name: Localized;
  slug?: Partial<Localized>;
  /** A page to open instead of a search form. */
  url?: Localized;
  external?: boolean;
}

export const searchboxItems = [
  {
    id: 'searchbox-travel-packages',
    component: 'TravelPackages',
    name: l('Packages', 'Pacchetti', 'Pacotes', 'Paquetes'),
  },
  {
    id: 'searchbox-flight-hotel',
    component: 'FlightHotel',
    name: l('Flight + hotel', 'Volo + hotel', 'Voo + hotel', 'Vuelo + hotel'),
  },
  { id: 'searchbox-only-hotel', component: 'OnlyHotel', name: l('Hotels', 'Hotel', 'Hotéis', 'Hoteles') },
  { id: 'searchbox-cruises', component: 'Cruises', name: l('Cruises', 'Crociere', 'Cruzeiros', 'Cruceros') },
  {
    id: 'searchbox-design-your-journey',
    component: 'DesignYourJourney',
    name: l('Tailor-made', 'Su misura', 'À medida', 'A medida'),
  },
  {
    id: 'searchbox-experience',
    component: 'Experience',
    name: l('Experiences', 'Esperienze', 'Experiências', 'Experiencias'),
  },
  {
    id: 'searchbox-houses',
    component: 'Houses',
    name: l('Holiday homes', 'Case vacanza', 'Casas de férias', 'Casas de vacaciones'),
  },
  {
    id: 'searchbox-rent-a-car',
    component: 'RentACar',
    name: l('Car hire', 'Noleggio auto', 'Aluguer de carros', 'Alquiler de coches'),
    // Car hire is sold through a partner's site.
    url: l(
      'https://cars.example.com/en-gb/',
      'https://cars.example.com/it-it/',
      'https://cars.example.com/pt-pt/',
      'https://cars.example.com/es-es/',
    ),
    external: true,
  },
  { id: 'searchbox-transfer', component: 'Transfer', name: l('Transfers', 'Trasferimenti', 'Transferes', 'Traslados') },
  {
    id: 'searchbox-transport',
    component: 'Transport',
    name: l('Trains and ferries', 'Treni e traghetti', 'Comboios e ferries', 'Trenes y ferris'),
  },
] as const satisfies readonly SearchboxItemData[];

export type SearchboxItemId = (typeof searchboxItems)[number]['id'];

// ---------------------------------------------------------------------------
// Buttons

export interface ActionButtonData {
  id: string;
  text: Localized;
  type: ActionButtonType;
  action: ActionButtonAction;
  link?: Localized;
  external?: boolean;
  icon?: string;
}

/** The booking centre's number (Ofcom's range reserved for drama, so it rings nowhere). */
const BOOKING_CENTRE_PHONE = 'tel:+442079460321';

export const actionButtonItems = [
  {
    id: 'button-call-us',
    text: l('Call us', 'Chiamaci', 'Ligue-nos', 'Llámanos'),
    type: 'primary',
    action: 'call',
    link: same(BOOKING_CENTRE_PHONE),
    icon: 'phone',
  },
  {
    id: 'button-write-to-us',
    text: l('Write to us', 'Scrivici', 'Escreva-nos', 'Escríbenos'),
    type: 'secondary',
    action: 'link',
    link: screenPath('contact'),
    icon: 'mail',
  },
  {
    id: 'button-request-catalogue',
    text: l('Request a catalogue', 'Richiedi un catalogo', 'Pedir um catálogo', 'Solicita un catálogo'),
    type: 'outline',
    action: 'requestCatalogue',
    icon: 'book-open',
  },
  {
    id: 'button-search-trips',
    text: l('Search trips', 'Cerca viaggi', 'Pesquisar viagens', 'Buscar viajes'),
    type: 'text',
    action: 'openSearch',
    icon: 'search',
  },
  {
    id: 'button-ai-tours',
    text: l(
      'Ask our AI assistant',
      "Chiedi all'assistente IA",
      'Pergunte ao assistente de IA',
      'Pregunta al asistente de IA',
    ),
    type: 'text',
    action: 'link',
    link: screenPath('aiTours'),
    icon: 'sparkles',
  },
] as const satisfies readonly ActionButtonData[];

export type ActionButtonId = (typeof actionButtonItems)[number]['id'];

export interface ActionButtonsData {
  id: string;
  title: Localized;
  buttons: readonly ActionButtonId[];
}

export const actionButtonGroups = [
  {
    id: 'buttons-home-help',
    title: l(
      'Need help planning your trip?',
      'Hai bisogno di aiuto per organizzare il viaggio?',
      'Precisa de ajuda para planear a sua viagem?',
      '¿Necesitas ayuda para organizar tu viaje?',
    ),
    buttons: ['button-call-us', 'button-write-to-us', 'button-request-catalogue'],
  },
  {
    id: 'buttons-contact',
    title: l(
      'Talk to a travel specialist',
      'Parla con un esperto di viaggi',
      'Fale com um especialista em viagens',
      'Habla con un especialista en viajes',
    ),
    buttons: ['button-call-us', 'button-write-to-us'],
  },
  {
    id: 'buttons-inspiration',
    title: l(
      'Found your next trip?',
      'Hai trovato il tuo prossimo viaggio?',
      'Encontrou a sua próxima viagem?',
      '¿Has encontrado tu próximo viaje?',
    ),
    buttons: ['button-search-trips', 'button-ai-tours', 'button-request-catalogue'],
  },
] as const satisfies readonly ActionButtonsData[];

// ---------------------------------------------------------------------------
// Newsletter

export interface NewsletterData {
  id: string;
  name: Localized;
  description?: Localized;
  url?: Localized;
  external?: boolean;
  cta?: Localized;
  /** Whether it has a picture (asset `{id}-image`). */
  image: boolean;
  draft?: boolean;
}

export const newsletters = [
  {
    id: 'newsletter-offers',
    name: l(
      'Get our best offers first',
      'Ricevi per primo le nostre offerte migliori',
      'Receba primeiro as nossas melhores ofertas',
      'Recibe antes que nadie nuestras mejores ofertas',
    ),
    description: l(
      'One email a week with new trips, last-minute deals and travel ideas. Unsubscribe whenever you like.',
      "Una email a settimana con nuovi viaggi, offerte last minute e idee di viaggio. Puoi annullare l'iscrizione quando vuoi.",
      'Um email por semana com novas viagens, ofertas de última hora e ideias de viagem. Pode cancelar a subscrição quando quiser.',
      'Un correo a la semana con nuevos viajes, ofertas de última hora e ideas de viaje. Puedes darte de baja cuando quieras.',
    ),
    url: l(
      'https://newsletter.example.com/ventura/en/subscribe',
      'https://newsletter.example.com/ventura/it/iscriviti',
      'https://newsletter.example.com/ventura/pt/subscrever',
      'https://newsletter.example.com/ventura/es/suscribirse',
    ),
    external: true,
    cta: l('Subscribe', 'Iscriviti', 'Subscrever', 'Suscribirme'),
    image: true,
  },
  {
    // Deliberately invalid for the renderer (a newsletter needs its sign-up page), see pages.ts.
    id: 'newsletter-diagnostics-without-url',
    name: l(
      'Diagnostics: newsletter without a sign-up page',
      'Diagnostica: newsletter senza pagina di iscrizione',
      'Diagnóstico: newsletter sem página de subscrição',
      'Diagnóstico: newsletter sin página de suscripción',
    ),
    cta: l('Subscribe', 'Iscriviti', 'Subscrever', 'Suscribirme'),
    image: false,
    draft: true,
  },
] as const satisfies readonly NewsletterData[];

// ---------------------------------------------------------------------------
// Banner modules

export const bannerGroups = [
  {
    id: 'banners-offers',
    name: l(
      'Ideas for your next trip',
      'Idee per il tuo prossimo viaggio',
      'Ideias para a sua próxima viagem',
      'Ideas para tu próximo viaje',
    ),
    // The home page's way to an event and to a special journey (the hero's Japan slide shows only once the visitor moves the carousel).
    banners: ['hero-offer-honeymoons', 'hero-offer-rome-marathon', 'hero-offer-iceland-journey'],
  },
] as const satisfies readonly { id: string; name: Localized; banners: readonly HeroBannerId[] }[];

// ---------------------------------------------------------------------------
// Slides, dropdown items and tabs: the content of "modules" modules

export interface SlideData {
  id: string;
  title: Localized;
  description?: Localized;
  link?: Localized;
  external?: boolean;
}

export const slides = [
  {
    id: 'slide-office-london',
    title: l('London', 'Londra', 'Londres', 'Londres'),
    description: l(
      'Our head office, a few steps from Covent Garden.',
      'La nostra sede principale, a pochi passi da Covent Garden.',
      'A nossa sede, a poucos passos de Covent Garden.',
      'Nuestra sede central, a pocos pasos de Covent Garden.',
    ),
    link: screenPath('contact'),
  },
  {
    id: 'slide-office-milan',
    title: l('Milan', 'Milano', 'Milão', 'Milán'),
    description: l(
      'Our Italian team, in the Brera district.',
      'Il nostro team italiano, nel quartiere di Brera.',
      'A nossa equipa italiana, no bairro de Brera.',
      'Nuestro equipo italiano, en el barrio de Brera.',
    ),
    link: screenPath('contact'),
  },
  {
    id: 'slide-office-lisbon',
    title: l('Lisbon', 'Lisbona', 'Lisboa', 'Lisboa'),
    description: l(
      'Our Portuguese team, in Chiado.',
      'Il nostro team portoghese, nel Chiado.',
      'A nossa equipa portuguesa, no Chiado.',
      'Nuestro equipo portugués, en el Chiado.',
    ),
    link: screenPath('contact'),
  },
  {
    id: 'slide-office-madrid',
    title: same('Madrid'),
    description: l(
      'Our Spanish team, near the Retiro Park.',
      'Il nostro team spagnolo, vicino al parco del Retiro.',
      'A nossa equipa espanhola, perto do Parque do Retiro.',
      'Nuestro equipo español, cerca del parque del Retiro.',
    ),
    link: screenPath('contact'),
  },
  {
    id: 'slide-season-spring',
    title: l('Spring', 'Primavera', 'Primavera', 'Primavera'),
    description: l(
      'Cherry blossom in Japan and wildflowers in Andalusia.',
      'I ciliegi in fiore in Giappone e i fiori selvatici in Andalusia.',
      'As cerejeiras em flor no Japão e as flores silvestres na Andaluzia.',
      'Los cerezos en flor en Japón y las flores silvestres en Andalucía.',
    ),
    link: journeyPath('journey-japan-cherry-blossom'),
  },
  {
    id: 'slide-season-summer',
    title: l('Summer', 'Estate', 'Verão', 'Verano'),
    description: l(
      'Greek islands, Norwegian fjords and the great migration in Kenya.',
      'Le isole greche, i fiordi norvegesi e la grande migrazione in Kenya.',
      'As ilhas gregas, os fiordes noruegueses e a grande migração no Quénia.',
      'Las islas griegas, los fiordos noruegos y la gran migración en Kenia.',
    ),
    link: resultsByCountry(countrySlugs('greece')),
  },
  {
    id: 'slide-season-autumn',
    title: l('Autumn', 'Autunno', 'Outono', 'Otoño'),
    description: l(
      'The wine harvest in the Douro and Tuscany, and the colours of Kyoto.',
      'La vendemmia nel Douro e in Toscana e i colori di Kyoto.',
      'As vindimas no Douro e na Toscana e as cores de Quioto.',
      'La vendimia en el Duero y la Toscana y los colores de Kioto.',
    ),
    link: resultsByCountry(countrySlugs('portugal')),
  },
  {
    id: 'slide-season-winter',
    title: l('Winter', 'Inverno', 'Inverno', 'Invierno'),
    description: l(
      'Northern lights in Lapland and summer sun in South America.',
      "L'aurora boreale in Lapponia e l'estate in Sud America.",
      'A aurora boreal na Lapónia e o verão na América do Sul.',
      'La aurora boreal en Laponia y el verano en Sudamérica.',
    ),
    link: resultsByCountry(countrySlugs('finland')),
  },
] as const satisfies readonly SlideData[];

export type SlideId = (typeof slides)[number]['id'];

export interface DropdownItemData {
  id: string;
  title: Localized;
  /** Markdown. */
  description: Localized;
  icon?: string;
}

const myBooking = screenPath('myBooking');

export const dropdownItems = [
  // Help centre FAQ
  {
    id: 'faq-deposit',
    icon: 'credit-card',
    title: l(
      'How much do I pay when I book?',
      'Quanto pago al momento della prenotazione?',
      'Quanto pago no momento da reserva?',
      '¿Cuánto pago al reservar?',
    ),
    description: l(
      'A **deposit of 25%** confirms your trip; the balance is due 45 days before departure. If you book later than that, we ask for the full amount.',
      "Un **acconto del 25%** conferma il viaggio; il saldo va versato 45 giorni prima della partenza. Se prenoti più tardi, chiediamo l'intero importo.",
      'Um **sinal de 25%** confirma a viagem; o restante é pago 45 dias antes da partida. Se reservar mais tarde, pedimos o valor total.',
      'Un **depósito del 25 %** confirma el viaje; el resto se paga 45 días antes de la salida. Si reservas más tarde, pedimos el importe total.',
    ),
  },
  {
    id: 'faq-documents',
    icon: 'passport',
    title: l(
      'Which documents do I need?',
      'Quali documenti servono?',
      'De que documentos preciso?',
      '¿Qué documentos necesito?',
    ),
    description: l(
      'Every trip lists them under *Extra information*. For most long-haul trips you need a passport valid for six months after your return, and some countries ask for a visa or an online travel authorisation.',
      "Sono indicati in ogni viaggio alla voce *Informazioni aggiuntive*. Per la maggior parte dei viaggi a lungo raggio serve un passaporto valido sei mesi oltre il rientro, e alcuni paesi richiedono un visto o un'autorizzazione di viaggio online.",
      'Estão indicados em cada viagem, em *Informação adicional*. Para a maioria das viagens de longo curso precisa de um passaporte válido seis meses após o regresso, e alguns países pedem visto ou uma autorização de viagem online.',
      'Aparecen en cada viaje, en *Información adicional*. Para la mayoría de los viajes de larga distancia necesitas un pasaporte con validez de seis meses tras la vuelta, y algunos países piden visado o una autorización de viaje en línea.',
    ),
  },
  {
    id: 'faq-change-booking',
    icon: 'calendar',
    title: l(
      'Can I change my booking?',
      'Posso modificare la prenotazione?',
      'Posso alterar a minha reserva?',
      '¿Puedo cambiar mi reserva?',
    ),
    description: l(
      'Yes, until the balance is paid and subject to availability. Airlines and hotels may charge for the change; we always tell you the cost before confirming.',
      'Sì, fino al pagamento del saldo e in base alla disponibilità. Compagnie aeree e hotel possono applicare penali: te le comunichiamo sempre prima di confermare.',
      'Sim, até ao pagamento final e mediante disponibilidade. As companhias aéreas e os hotéis podem cobrar pela alteração; indicamos sempre o custo antes de confirmar.',
      'Sí, hasta el pago final y según disponibilidad. Las aerolíneas y los hoteles pueden cobrar por el cambio; siempre te indicamos el coste antes de confirmar.',
    ),
  },
  {
    id: 'faq-insurance',
    icon: 'shield',
    title: l(
      'Is travel insurance included?',
      "L'assicurazione di viaggio è inclusa?",
      'O seguro de viagem está incluído?',
      '¿Está incluido el seguro de viaje?',
    ),
    description: l(
      'Only where the trip says so. We strongly recommend cover for cancellation, medical expenses and luggage, which you can add when you book.',
      'Solo se indicato nel viaggio. Consigliamo sempre una copertura per annullamento, spese mediche e bagaglio, che puoi aggiungere al momento della prenotazione.',
      'Apenas quando a viagem o indica. Recomendamos vivamente um seguro de cancelamento, despesas médicas e bagagem, que pode acrescentar ao reservar.',
      'Solo cuando el viaje lo indica. Te recomendamos un seguro de cancelación, gastos médicos y equipaje, que puedes añadir al reservar.',
    ),
  },
  {
    id: 'faq-find-my-booking',
    icon: 'suitcase',
    title: l(
      'Where do I find my booking?',
      'Dove trovo la mia prenotazione?',
      'Onde encontro a minha reserva?',
      '¿Dónde encuentro mi reserva?',
    ),
    description: l(
      `On the [My booking](${myBooking.en}) page, with your booking reference (for example TCS-123456) and the email address you booked with.`,
      `Nella pagina [La mia prenotazione](${myBooking.it}), con il codice di prenotazione (per esempio TCS-123456) e l'email usata per prenotare.`,
      `Na página [A minha reserva](${myBooking.pt}), com a referência da reserva (por exemplo TCS-123456) e o email com que reservou.`,
      `En la página [Mi reserva](${myBooking.es}), con tu código de reserva (por ejemplo TCS-123456) y el correo con el que reservaste.`,
    ),
  },
  {
    id: 'faq-printed-catalogues',
    icon: 'book-open',
    title: l(
      'Can I get a printed catalogue?',
      'Posso ricevere un catalogo cartaceo?',
      'Posso receber um catálogo impresso?',
      '¿Puedo recibir un catálogo impreso?',
    ),
    description: l(
      'Yes: log in and choose the catalogues you would like in the request form. We post them free of charge.',
      'Sì: accedi e scegli i cataloghi che desideri dal modulo di richiesta. Li spediamo gratuitamente.',
      'Sim: inicie sessão e escolha os catálogos que pretende no formulário de pedido. Enviamo-los gratuitamente pelo correio.',
      'Sí: inicia sesión y elige los catálogos que quieras en el formulario de solicitud. Te los enviamos gratis por correo.',
    ),
  },
  // Booking conditions
  {
    id: 'conditions-deposit-and-balance',
    icon: 'credit-card',
    title: l('Deposit and balance', 'Acconto e saldo', 'Sinal e pagamento final', 'Depósito y pago final'),
    description: l(
      'A 25% deposit is due when you book and the balance 45 days before departure. Some airlines require flights to be paid in full at the time of booking.',
      'Alla prenotazione si versa un acconto del 25%, il saldo 45 giorni prima della partenza. Alcune compagnie aeree richiedono il pagamento completo del volo alla prenotazione.',
      'Na reserva paga-se um sinal de 25% e o restante 45 dias antes da partida. Algumas companhias aéreas exigem o pagamento total do voo no momento da reserva.',
      'Al reservar se paga un depósito del 25 % y el resto 45 días antes de la salida. Algunas aerolíneas exigen el pago completo del vuelo al reservar.',
    ),
  },
  {
    id: 'conditions-cancellation',
    icon: 'calendar-x',
    title: l(
      'Cancellation by the traveller',
      'Recesso del viaggiatore',
      'Cancelamento pelo viajante',
      'Cancelación por parte del viajero',
    ),
    description: l(
      'Cancellation charges depend on how close to departure you cancel:\n\n- more than 45 days: the deposit\n- 44 to 15 days: 50% of the price\n- 14 days or less: 100% of the price',
      "Le penali dipendono da quanto manca alla partenza:\n\n- oltre 45 giorni: l'acconto\n- da 44 a 15 giorni: il 50% del prezzo\n- 14 giorni o meno: il 100% del prezzo",
      'As penalizações dependem da antecedência do cancelamento:\n\n- mais de 45 dias: o sinal\n- de 44 a 15 dias: 50% do preço\n- 14 dias ou menos: 100% do preço',
      'Los gastos de cancelación dependen de la antelación:\n\n- más de 45 días: el depósito\n- de 44 a 15 días: el 50 % del precio\n- 14 días o menos: el 100 % del precio',
    ),
  },
  {
    id: 'conditions-changes',
    icon: 'edit',
    title: l('Changes to your booking', 'Modifiche alla prenotazione', 'Alterações à reserva', 'Cambios en la reserva'),
    description: l(
      "Names and dates can be changed until the balance is paid; suppliers' charges apply.",
      'Cambi di nome e di date sono possibili fino al pagamento del saldo, con le eventuali penali dei fornitori.',
      'É possível alterar nomes e datas até ao pagamento final, com os custos cobrados pelos fornecedores.',
      'Puedes cambiar nombres y fechas hasta el pago final, con los gastos que apliquen los proveedores.',
    ),
  },
  {
    id: 'conditions-prices',
    icon: 'tag',
    title: l('Prices', 'Prezzi', 'Preços', 'Precios'),
    description: l(
      'Prices are per person in a double room and include the taxes known at the time of booking. Local tourist taxes are paid at the hotel.',
      'I prezzi sono a persona in camera doppia e comprendono le tasse note al momento della prenotazione. Le tasse di soggiorno si pagano in hotel.',
      'Os preços são por pessoa em quarto duplo e incluem as taxas conhecidas no momento da reserva. As taxas turísticas locais são pagas no hotel.',
      'Los precios son por persona en habitación doble e incluyen las tasas conocidas en el momento de la reserva. Las tasas turísticas locales se pagan en el hotel.',
    ),
  },
  // Payment methods
  {
    id: 'payment-cards',
    icon: 'credit-card',
    title: l(
      'Debit and credit cards',
      'Carte di debito e di credito',
      'Cartões de débito e de crédito',
      'Tarjetas de débito y crédito',
    ),
    description: l(
      'Visa, Mastercard and American Express, with 3-D Secure authentication.',
      'Visa, Mastercard e American Express, con autenticazione 3-D Secure.',
      'Visa, Mastercard e American Express, com autenticação 3-D Secure.',
      'Visa, Mastercard y American Express, con autenticación 3-D Secure.',
    ),
  },
  {
    id: 'payment-bank-transfer',
    icon: 'bank',
    title: l('Bank transfer', 'Bonifico bancario', 'Transferência bancária', 'Transferencia bancaria'),
    description: l(
      'Use your booking reference as the payment reference; a transfer can take up to three working days to reach us.',
      'Indica il codice di prenotazione nella causale; il bonifico può impiegare fino a tre giorni lavorativi.',
      'Indique a referência da reserva no descritivo; a transferência pode demorar até três dias úteis.',
      'Indica el código de reserva en el concepto; la transferencia puede tardar hasta tres días hábiles.',
    ),
  },
  {
    id: 'payment-instalments',
    icon: 'calendar',
    title: l('Pay in instalments', 'Pagamento a rate', 'Pagamento em prestações', 'Pago a plazos'),
    description: l(
      'For trips booked more than 90 days ahead, you can spread the balance over up to three monthly payments at no extra cost.',
      'Per i viaggi prenotati con oltre 90 giorni di anticipo, puoi dividere il saldo in un massimo di tre rate mensili senza costi aggiuntivi.',
      'Para viagens reservadas com mais de 90 dias de antecedência, pode dividir o restante em até três prestações mensais sem custos adicionais.',
      'Para viajes reservados con más de 90 días de antelación, puedes dividir el resto en hasta tres pagos mensuales sin coste adicional.',
    ),
  },
  // Responsible travel
  {
    id: 'responsible-local-partners',
    icon: 'handshake',
    title: l('Local partners', 'Partner locali', 'Parceiros locais', 'Socios locales'),
    description: l(
      'We work with family-run hotels and local guides, so more of what you spend stays at your destination.',
      'Collaboriamo con hotel a gestione familiare e guide locali, perché una parte maggiore della spesa resti nella destinazione.',
      'Trabalhamos com hotéis familiares e guias locais, para que mais do que gasta fique no destino.',
      'Trabajamos con hoteles familiares y guías locales, para que más de lo que gastas se quede en el destino.',
    ),
  },
  {
    id: 'responsible-wildlife',
    icon: 'paw',
    title: l('Wildlife first', 'Prima gli animali', 'Os animais primeiro', 'Primero, los animales'),
    description: l(
      'No elephant rides and no shows with wild animals: we only sell visits to sanctuaries that meet animal-welfare guidelines.',
      'Niente passeggiate sugli elefanti né spettacoli con animali selvatici: proponiamo solo santuari che rispettano le linee guida sul benessere animale.',
      'Sem passeios de elefante nem espetáculos com animais selvagens: só vendemos visitas a santuários que cumprem as normas de bem-estar animal.',
      'Sin paseos en elefante ni espectáculos con animales salvajes: solo vendemos visitas a santuarios que cumplen las normas de bienestar animal.',
    ),
  },
  {
    id: 'responsible-small-groups',
    icon: 'users',
    title: l('Small groups', 'Gruppi piccoli', 'Grupos pequenos', 'Grupos reducidos'),
    description: l(
      'Our small-group tours never exceed 16 travellers, which is kinder to the places we visit and to you.',
      'I nostri tour in piccoli gruppi non superano mai i 16 partecipanti: meglio per i luoghi che visitiamo e per te.',
      'Os nossos circuitos em pequeno grupo nunca ultrapassam 16 viajantes, o que é melhor para os locais que visitamos e para si.',
      'Nuestros circuitos en grupo reducido nunca superan los 16 viajeros, algo mejor para los lugares que visitamos y para ti.',
    ),
  },
] as const satisfies readonly DropdownItemData[];

export type DropdownItemId = (typeof dropdownItems)[number]['id'];

export interface TabData {
  id: string;
  name: Localized;
  products: readonly PackageId[];
}

export const tabs = [
  {
    id: 'tab-home-europe',
    name: l('Europe', 'Europa', 'Europa', 'Europa'),
    // package-madrid-and-toledo has no market information yet: the site drops it (SPEC section 5).
    products: [
      'package-amalfi-coast-classic',
      'package-tuscany-by-train',
      'package-algarve-beach-holiday',
      'package-cyclades-island-hopping',
      'package-lapland-northern-lights',
      'package-madrid-and-toledo',
      'package-norwegian-fjords-cruise',
      'package-lisbon-and-sintra',
      'package-paris-city-break',
    ],
  },
  {
    id: 'tab-home-long-haul',
    name: l('Long haul', 'Lungo raggio', 'Longo curso', 'Larga distancia'),
    // package-dubai-stopover is hidden with unPublish: the site must skip it.
    products: [
      'package-japan-cherry-blossom',
      'package-thailand-highlights',
      'package-masai-mara-safari',
      'package-machu-picchu-and-the-sacred-valley',
      'package-new-york-city-break',
      'package-riviera-maya-all-inclusive',
      'package-dubai-stopover',
      'package-golden-triangle',
      'package-new-zealand-self-drive',
    ],
  },
  {
    id: 'tab-home-beach',
    name: l('Beach', 'Mare', 'Praia', 'Playa'),
    products: [
      'package-athens-and-santorini',
      'package-thai-islands-honeymoon',
      'package-balearic-island-hopping',
      'package-havana-and-varadero',
      'package-dubai-city-and-desert',
      'package-rio-de-janeiro-city-break',
    ],
  },
  {
    id: 'tab-honeymoons',
    name: l('Honeymoons', 'Viaggi di nozze', 'Luas de mel', 'Lunas de miel'),
    products: [
      'package-thai-islands-honeymoon',
      'package-bali-honeymoon-villa',
      'package-athens-and-santorini',
      'package-safari-and-zanzibar-beaches',
      'package-amalfi-coast-classic',
      'package-japan-cherry-blossom',
      'package-venice-and-the-lagoon-islands',
      'package-riviera-maya-all-inclusive',
    ],
  },
  {
    id: 'tab-family-holidays',
    name: l('Family holidays', 'Vacanze in famiglia', 'Férias em família', 'Vacaciones en familia'),
    products: [
      'package-algarve-beach-holiday',
      'package-santa-claus-family-holiday',
      'package-balearic-island-hopping',
      'package-western-mediterranean-cruise',
      'package-dubai-city-and-desert',
      'package-chiang-mai-elephant-sanctuary',
      'package-caribbean-island-cruise',
      'package-norwegian-fjords-cruise',
    ],
  },
] as const satisfies readonly TabData[];

export type TabId = (typeof tabs)[number]['id'];

// ---------------------------------------------------------------------------
// "Modules" modules: sliders, dropdown or tabs

export interface ModuleSectionData {
  id: string;
  name: Localized;
  layout: ModuleLayout;
  description?: Localized;
  dark?: boolean;
  leftSliders?: readonly SlideId[];
  rightSliders?: readonly SlideId[];
  dropdownList?: readonly DropdownItemId[];
  hideTabsMenu?: boolean;
  tabs?: readonly TabId[];
  draft?: boolean;
}

export const moduleSections = [
  {
    id: 'modules-home-favourite-trips',
    name: l(
      'Our favourite trips',
      'I nostri viaggi preferiti',
      'As nossas viagens favoritas',
      'Nuestros viajes favoritos',
    ),
    layout: 'tabs',
    description: l(
      'Chosen by our travel specialists, with prices updated every day.',
      'Scelti dai nostri esperti di viaggio, con prezzi aggiornati ogni giorno.',
      'Escolhidas pelos nossos especialistas em viagens, com preços atualizados todos os dias.',
      'Elegidos por nuestros especialistas en viajes, con precios actualizados cada día.',
    ),
    tabs: ['tab-home-europe', 'tab-home-long-haul', 'tab-home-beach'],
  },
  {
    id: 'modules-our-offices',
    name: l('Our offices', 'I nostri uffici', 'Os nossos escritórios', 'Nuestras oficinas'),
    layout: 'sliders',
    leftSliders: ['slide-office-london', 'slide-office-milan'],
    rightSliders: ['slide-office-lisbon', 'slide-office-madrid'],
  },
  {
    id: 'modules-travel-by-season',
    name: l('Travel by season', 'Viaggiare per stagione', 'Viajar por estação', 'Viajar por temporada'),
    layout: 'sliders',
    description: l(
      'The best time to go is different for every destination. Here is where we would go next.',
      'Il momento migliore per partire cambia per ogni destinazione. Ecco dove andremmo adesso.',
      'A melhor altura para viajar muda de destino para destino. Eis para onde iríamos agora.',
      'La mejor época para viajar cambia en cada destino. Aquí tienes adónde iríamos ahora.',
    ),
    dark: true,
    leftSliders: ['slide-season-spring', 'slide-season-summer'],
    rightSliders: ['slide-season-autumn', 'slide-season-winter'],
  },
  {
    id: 'modules-help-faq',
    name: l('Frequently asked questions', 'Domande frequenti', 'Perguntas frequentes', 'Preguntas frecuentes'),
    layout: 'dropdown',
    dropdownList: [
      'faq-deposit',
      'faq-documents',
      'faq-change-booking',
      'faq-insurance',
      'faq-find-my-booking',
      'faq-printed-catalogues',
    ],
  },
  {
    id: 'modules-booking-conditions',
    name: l('Booking conditions', 'Condizioni di prenotazione', 'Condições de reserva', 'Condiciones de reserva'),
    layout: 'dropdown',
    dropdownList: [
      'conditions-deposit-and-balance',
      'conditions-cancellation',
      'conditions-changes',
      'conditions-prices',
    ],
  },
  {
    id: 'modules-payment-methods',
    name: l('How you can pay', 'Come puoi pagare', 'Como pode pagar', 'Cómo puedes pagar'),
    layout: 'dropdown',
    dropdownList: ['payment-cards', 'payment-bank-transfer', 'payment-instalments'],
  },
  {
    id: 'modules-responsible-travel',
    name: l('How we travel', 'Come viaggiamo', 'Como viajamos', 'Cómo viajamos'),
    layout: 'dropdown',
    dropdownList: ['responsible-local-partners', 'responsible-wildlife', 'responsible-small-groups'],
  },
  {
    id: 'modules-honeymoons',
    name: l(
      'Honeymoon ideas',
      'Idee per il viaggio di nozze',
      'Ideias para a lua de mel',
      'Ideas para la luna de miel',
    ),
    layout: 'tabs',
    hideTabsMenu: true,
    tabs: ['tab-honeymoons'],
  },
  {
    id: 'modules-family-holidays',
    name: l(
      'Holidays the whole family will love',
      'Vacanze che piaceranno a tutta la famiglia',
      'Férias para toda a família',
      'Vacaciones para toda la familia',
    ),
    layout: 'tabs',
    hideTabsMenu: true,
    tabs: ['tab-family-holidays'],
  },
  {
    // Deliberately invalid for the renderer (the tabs layout needs tabs), see pages.ts.
    id: 'modules-diagnostics-tabs-without-tabs',
    name: l(
      'Diagnostics: tabs without tabs',
      'Diagnostica: schede senza schede',
      'Diagnóstico: separadores sem separadores',
      'Diagnóstico: pestañas sin pestañas',
    ),
    layout: 'tabs',
    draft: true,
  },
] as const satisfies readonly ModuleSectionData[];

// ---------------------------------------------------------------------------
// Links module

export interface LinkData {
  id: string;
  name: Localized;
  typeSites: ProductSection;
  slug?: Localized;
}

export const links = [
  {
    id: 'link-caribbean-cruises',
    name: l('Caribbean cruises', 'Crociere ai Caraibi', 'Cruzeiros nas Caraíbas', 'Cruceros por el Caribe'),
    typeSites: 'Cruises',
    slug: l('caribbean', 'caraibi', 'caraibas', 'caribe'),
  },
  {
    id: 'link-mediterranean-cruises',
    name: l(
      'Mediterranean cruises',
      'Crociere nel Mediterraneo',
      'Cruzeiros no Mediterrâneo',
      'Cruceros por el Mediterráneo',
    ),
    typeSites: 'Cruises',
    slug: l('mediterranean', 'mediterraneo', 'mediterraneo', 'mediterraneo'),
  },
  {
    id: 'link-european-city-breaks',
    name: l('European city breaks', 'City break in Europa', 'Escapadinhas na Europa', 'Escapadas por Europa'),
    typeSites: 'FlightHotel',
    slug: l('europe', 'europa', 'europa', 'europa'),
  },
  {
    id: 'link-safari-holidays',
    name: l('Safari holidays', 'Vacanze safari', 'Férias de safari', 'Vacaciones de safari'),
    typeSites: 'TravelPackages',
    slug: same('safari'),
  },
  {
    id: 'link-tailor-made-japan',
    name: l('Tailor-made Japan', 'Giappone su misura', 'Japão à medida', 'Japón a medida'),
    typeSites: 'DesignYourJourney',
    slug: l('japan', 'giappone', 'japao', 'japon'),
  },
  {
    id: 'link-iceland-car-hire',
    name: l(
      'Car hire in Iceland',
      'Noleggio auto in Islanda',
      'Aluguer de carros na Islândia',
      'Alquiler de coches en Islandia',
    ),
    typeSites: 'RentACar',
    slug: l('iceland', 'islanda', 'islandia', 'islandia'),
  },
  {
    id: 'link-tuscany-holiday-homes',
    name: l(
      'Holiday homes in Tuscany',
      'Case vacanza in Toscana',
      'Casas de férias na Toscana',
      'Casas rurales en la Toscana',
    ),
    typeSites: 'Houses',
    slug: l('tuscany', 'toscana', 'toscana', 'toscana'),
  },
  {
    id: 'link-airport-transfers',
    name: l('Airport transfers', 'Trasferimenti aeroportuali', 'Transferes do aeroporto', 'Traslados al aeropuerto'),
    typeSites: 'Transfer',
  },
  {
    id: 'link-experiences',
    name: l('Experiences', 'Esperienze', 'Experiências', 'Experiencias'),
    typeSites: 'Experience',
  },
  { id: 'link-hotels', name: l('Hotels', 'Hotel', 'Hotéis', 'Hoteles'), typeSites: 'OnlyHotel' },
] as const satisfies readonly LinkData[];

/** Partner logos shown with the links (assets only). */
export const partners = [
  { id: 'partner-aurora-airways-logo', title: same('Aurora Airways') },
  { id: 'partner-casa-solare-hotels-logo', title: same('Casa Solare Hotels') },
  { id: 'partner-atlantic-rail-logo', title: same('Atlantic Rail') },
  { id: 'partner-blue-harbour-cruises-logo', title: same('Blue Harbour Cruises') },
] as const;

export const linksModules = [
  {
    id: 'links-popular-searches',
    name: l('Popular searches', 'Ricerche popolari', 'Pesquisas populares', 'Búsquedas populares'),
    partners: partners.map((partner) => partner.id),
    links: links.map((item) => item.id),
  },
] as const;

// ---------------------------------------------------------------------------
// Destination search lists, one per market

type RegionId = `superarea-${SuperareaKey}` | `area-${AreaKey}`;

export interface AllSearchBoxData {
  id: string;
  market: MarketIso;
  countries: readonly CountryKey[];
  regions: readonly RegionId[];
}

/** Every market's lists share the heading; what they suggest follows what each market books most. */
export const allSearchBoxTitle = l(
  'Popular destinations',
  'Destinazioni più richieste',
  'Destinos mais procurados',
  'Destinos más buscados',
);

export const allSearchBoxes = [
  {
    id: 'search-lists-uk',
    market: 'UK',
    countries: [
      'italy',
      'spain',
      'greece',
      'portugal',
      'united-states',
      'thailand',
      'japan',
      'mexico',
      'iceland',
      'south-africa',
    ],
    regions: [
      'superarea-mediterranean',
      'superarea-caribbean',
      'superarea-scandinavia',
      'superarea-southeast-asia',
      'area-amalfi-coast',
      'area-algarve',
      'area-cyclades',
      'area-lapland',
    ],
  },
  {
    id: 'search-lists-it',
    market: 'IT',
    countries: [
      'japan',
      'thailand',
      'united-states',
      'spain',
      'greece',
      'egypt',
      'kenya',
      'mexico',
      'cuba',
      'new-zealand',
    ],
    regions: [
      'superarea-caribbean',
      'superarea-southeast-asia',
      'superarea-east-africa',
      'superarea-scandinavia',
      'area-andalusia',
      'area-cyclades',
      'area-riviera-maya',
      'area-bali',
    ],
  },
  {
    id: 'search-lists-pt',
    market: 'PT',
    countries: [
      'brazil',
      'spain',
      'italy',
      'france',
      'morocco',
      'cuba',
      'mexico',
      'japan',
      'thailand',
      'united-states',
    ],
    regions: [
      'superarea-iberian-peninsula',
      'superarea-caribbean',
      'superarea-andes',
      'area-andalusia',
      'area-balearic-islands',
      'area-tuscany',
      'area-riviera-maya',
    ],
  },
  {
    id: 'search-lists-es',
    market: 'ES',
    countries: ['italy', 'portugal', 'greece', 'japan', 'peru', 'argentina', 'mexico', 'cuba', 'thailand', 'egypt'],
    regions: [
      'superarea-mediterranean',
      'superarea-caribbean',
      'superarea-andes',
      'superarea-far-east',
      'area-algarve',
      'area-tuscany',
      'area-cyclades',
      'area-sacred-valley',
      'area-patagonia',
    ],
  },
] as const satisfies readonly AllSearchBoxData[];

// ---------------------------------------------------------------------------
// Continent slider

export const loopSliders = [
  {
    id: 'loop-slider-continents',
    title: l(
      'Where will you go next?',
      'Qual è la tua prossima meta?',
      'Qual é o seu próximo destino?',
      '¿Cuál será tu próximo destino?',
    ),
    continents: ['europe', 'asia', 'africa', 'north-america', 'south-america'],
  },
] as const satisfies readonly { id: string; title: Localized; continents: readonly ContinentKey[] }[];
