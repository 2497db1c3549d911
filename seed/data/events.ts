import { countrySlugs } from './destinations';
import { type PackageId } from './packages';
import { resultsByCountry } from './paths';
import { type MarketIso } from './taxonomy';
import { l, type Localized } from './text';

/** Event landings (/{locale}/events/{slug}/): sponsors, boxes and up to three packages per box. */

export const sponsors = [
  { id: 'sponsor-aurora-airways', name: 'Aurora Airways', url: 'https://aurora-airways.example.com' },
  { id: 'sponsor-casa-solare-hotels', name: 'Casa Solare Hotels', url: 'https://casasolare.example.com' },
  { id: 'sponsor-stride-sportswear', name: 'Stride Sportswear', url: 'https://stride.example.com' },
] as const satisfies readonly { id: string; name: string; url: string }[];

export type SponsorId = (typeof sponsors)[number]['id'];

export interface LandingBoxData {
  id: string;
  title: Localized;
  pretitle?: Localized;
  headlineBox?: boolean;
  /** An anchor for linking straight to the box, per language. */
  slug?: Localized;
  /** Whether it has a picture (asset `{id}-image`). */
  image?: boolean;
  videoUrl?: string;
  bgCover?: boolean;
  bgColor?: string;
  textColor?: string;
  columns?: 1 | 2 | 3 | 4;
  carrusel?: boolean;
  link?: Localized;
  external?: boolean;
  products?: readonly PackageId[];
}

export interface LandingData {
  id: string;
  name: Localized;
  typeClient: string;
  title: Localized;
  /** Markdown. */
  description: Localized;
  specialNote?: Localized;
  /** When and where an event takes place (dates as YYYY-MM-DD); a campaign has none. */
  event?: {
    startDate: string;
    endDate?: string;
    venueName: Localized;
    venueStreet?: string;
    venueCity: Localized;
    /** ISO 3166-1 alpha-2. */
    venueCountry: string;
  };
  /** Empty: every market sees it. */
  markets: readonly MarketIso[];
  sponsors: readonly SponsorId[];
  boxes: readonly LandingBoxData[];
}

const brazilResults = resultsByCountry(countrySlugs('brazil'));

export const landings = [
  {
    id: 'landing-rio-carnival-2027',
    name: l('Rio Carnival 2027', 'Carnevale di Rio 2027', 'Carnaval do Rio 2027', 'Carnaval de Río 2027'),
    typeClient: 'Festival-goers',
    title: l(
      'Live the Rio Carnival from the grandstand',
      'Vivi il Carnevale di Rio dalla tribuna',
      'Viva o Carnaval do Rio na bancada',
      'Vive el Carnaval de Río desde la tribuna',
    ),
    description: l(
      'From **6 to 9 February 2027** the samba schools parade through the Sambadrome all night long. Our packages include grandstand seats, a hotel near the beach and a local guide for the *blocos*, the street parties.\n\nPlaces are limited: grandstand tickets are allocated in order of booking.',
      'Dal **6 al 9 febbraio 2027** le scuole di samba sfilano al Sambodromo per tutta la notte. I nostri pacchetti includono i posti in tribuna, un hotel vicino alla spiaggia e una guida locale per i *blocos*, le feste di strada.\n\nI posti sono limitati: i biglietti in tribuna vengono assegnati in ordine di prenotazione.',
      'De **6 a 9 de fevereiro de 2027** as escolas de samba desfilam no Sambódromo durante toda a noite. Os nossos pacotes incluem lugares de bancada, um hotel perto da praia e um guia local para os *blocos*, as festas de rua.\n\nOs lugares são limitados: os bilhetes de bancada são atribuídos por ordem de reserva.',
      'Del **6 al 9 de febrero de 2027** las escuelas de samba desfilan por el Sambódromo durante toda la noche. Nuestros paquetes incluyen asientos de tribuna, un hotel cerca de la playa y un guía local para los *blocos*, las fiestas callejeras.\n\nLas plazas son limitadas: las entradas de tribuna se asignan por orden de reserva.',
    ),
    specialNote: l(
      'Book by 30 November 2026 to be sure of seats together in the grandstand.',
      'Prenota entro il 30 novembre 2026 per avere la certezza di posti vicini in tribuna.',
      'Reserve até 30 de novembro de 2026 para garantir lugares juntos na bancada.',
      'Reserva antes del 30 de noviembre de 2026 para asegurarte asientos juntos en la tribuna.',
    ),
    event: {
      startDate: '2027-02-06',
      endDate: '2027-02-09',
      venueName: l(
        'Sambadrome Marquês de Sapucaí',
        'Sambodromo Marquês de Sapucaí',
        'Sambódromo da Marquês de Sapucaí',
        'Sambódromo Marquês de Sapucaí',
      ),
      venueStreet: 'Rua Marquês de Sapucaí, s/n, Santo Cristo',
      venueCity: l('Rio de Janeiro', 'Rio de Janeiro', 'Rio de Janeiro', 'Río de Janeiro'),
      venueCountry: 'BR',
    },
    // Not sold in Italy this season.
    markets: ['UK', 'PT', 'ES'],
    sponsors: ['sponsor-aurora-airways', 'sponsor-casa-solare-hotels'],
    boxes: [
      {
        id: 'box-rio-carnival-welcome',
        title: l(
          'The greatest show on Earth',
          'Il più grande spettacolo del mondo',
          'O maior espetáculo da Terra',
          'El mayor espectáculo del mundo',
        ),
        pretitle: l('6–9 February 2027', '6-9 febbraio 2027', '6 a 9 de fevereiro de 2027', '6-9 de febrero de 2027'),
        headlineBox: true,
        image: true,
        bgCover: true,
        bgColor: '#1b1035',
        textColor: '#ffffff',
      },
      {
        id: 'box-rio-carnival-packages',
        title: l('Choose your carnival', 'Scegli il tuo carnevale', 'Escolha o seu carnaval', 'Elige tu carnaval'),
        pretitle: l('Packages', 'Pacchetti', 'Pacotes', 'Paquetes'),
        slug: l('carnival-packages', 'pacchetti-carnevale', 'pacotes-carnaval', 'paquetes-carnaval'),
        columns: 3,
        carrusel: false,
        bgColor: '#fff7e6',
        textColor: '#1b1035',
        products: [
          'package-rio-carnival-experience',
          'package-rio-de-janeiro-city-break',
          'package-buenos-aires-and-tango',
        ],
      },
      {
        id: 'box-rio-carnival-sambadrome',
        title: l('The Sambadrome at night', 'Il Sambodromo di notte', 'O Sambódromo à noite', 'El Sambódromo de noche'),
        slug: l('sambadrome', 'sambodromo', 'sambodromo', 'sambodromo'),
        videoUrl: 'https://videos.example.com/ventura/rio-carnival-sambadrome.mp4',
        columns: 1,
        bgColor: '#1b1035',
        textColor: '#ffffff',
        link: brazilResults,
      },
    ],
  },
  {
    id: 'landing-rome-marathon-2026',
    name: l('Rome Marathon 2026', 'Maratona di Roma 2026', 'Maratona de Roma 2026', 'Maratón de Roma 2026'),
    typeClient: 'Runners',
    title: l(
      'Run through 2,700 years of history',
      'Corri tra 2.700 anni di storia',
      'Corra por 2700 anos de história',
      'Corre entre 2700 años de historia',
    ),
    description: l(
      "The course starts and finishes by the Colosseum and passes St Peter's, Piazza Navona and the Spanish Steps. We take care of your race entry, your hotel and the transfer to the start, so you can think about your time.",
      'Il percorso parte e arriva al Colosseo e passa da San Pietro, piazza Navona e piazza di Spagna. Pensiamo noi a iscrizione, hotel e trasferimento alla partenza: tu pensa solo al tuo tempo.',
      'O percurso começa e termina junto ao Coliseu e passa pela Praça de São Pedro, pela Piazza Navona e pela Escadaria da Praça de Espanha. Tratamos da inscrição, do hotel e do transfere até à partida, para que só tenha de pensar no seu tempo.',
      'El recorrido sale y llega junto al Coliseo y pasa por San Pedro, la plaza Navona y la plaza de España. Nos encargamos de la inscripción, el hotel y el traslado a la salida para que solo pienses en tu marca.',
    ),
    specialNote: l(
      'Race entries are limited and non-transferable; a medical certificate for competitive running is required.',
      'I pettorali sono limitati e non cedibili; è richiesto il certificato medico agonistico.',
      'Os dorsais são limitados e intransmissíveis; é obrigatório um atestado médico para corrida de competição.',
      'Los dorsales son limitados e intransferibles; se exige un certificado médico para carreras de competición.',
    ),
    // The race its name and its opening box announce (March 2026): one day, start and finish by the Colosseum.
    event: {
      startDate: '2026-03-22',
      venueName: l('Colosseum', 'Colosseo', 'Coliseu', 'Coliseo'),
      venueStreet: 'Via dei Fori Imperiali',
      venueCity: l('Rome', 'Roma', 'Roma', 'Roma'),
      venueCountry: 'IT',
    },
    markets: [],
    sponsors: ['sponsor-stride-sportswear', 'sponsor-aurora-airways'],
    boxes: [
      {
        id: 'box-rome-marathon-welcome',
        title: l('Rome at running pace', 'Roma a passo di corsa', 'Roma a ritmo de corrida', 'Roma a ritmo de carrera'),
        pretitle: l('March 2026', 'Marzo 2026', 'Março de 2026', 'Marzo de 2026'),
        headlineBox: true,
        image: true,
        bgCover: true,
        textColor: '#ffffff',
      },
      {
        id: 'box-rome-marathon-packages',
        title: l(
          'Your race weekend',
          'Il tuo weekend di gara',
          'O seu fim de semana de prova',
          'Tu fin de semana de carrera',
        ),
        pretitle: l('Packages', 'Pacchetti', 'Pacotes', 'Paquetes'),
        slug: l('race-packages', 'pacchetti-gara', 'pacotes-prova', 'paquetes-carrera'),
        columns: 3,
        carrusel: true,
        products: ['package-rome-marathon-weekend', 'package-rome-city-break', 'package-grand-tour-of-italy'],
      },
      {
        id: 'box-rome-marathon-course',
        title: l('The course', 'Il percorso', 'O percurso', 'El recorrido'),
        pretitle: l('42.195 km', '42,195 km', '42,195 km', '42,195 km'),
        slug: l('marathon-course', 'percorso-maratona', 'percurso-maratona', 'recorrido-maraton'),
        image: true,
        columns: 2,
        bgColor: '#f4f1ea',
        textColor: '#222222',
        link: l(
          'https://rome-marathon.example.com/en/course',
          'https://rome-marathon.example.com/it/percorso',
          'https://rome-marathon.example.com/pt/percurso',
          'https://rome-marathon.example.com/es/recorrido',
        ),
        external: true,
      },
    ],
  },
] as const satisfies readonly LandingData[];
