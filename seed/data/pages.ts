import { type PageLayout } from '@travel/cms/model';
import {
  type actionButtonGroups,
  type allSearchBoxes,
  type bannerGroups,
  type HeroBannerId,
  type linksModules,
  type loopSliders,
  type moduleSections,
  type newsletters,
  type SearchboxItemId,
  searchboxItems,
} from './modules';
import { type PackageId } from './packages';
import { type PageId } from './page-slugs';
import { type MarketIso } from './taxonomy';
import { l, type Localized } from './text';

/**
 * The pages of the seed: the home page, three generic pages with subpages
 * (slugs translated per language, see page-slugs.ts), a draft generic page
 * and a draft diagnostics page.
 */

type IdOf<T extends readonly { id: string }[]> = T[number]['id'];

/** Every entry a page's `modules` field may link to (the kinds of `pageModuleContentTypeIds`). */
export type PageModuleId =
  | IdOf<typeof actionButtonGroups>
  | IdOf<typeof newsletters>
  | IdOf<typeof bannerGroups>
  | IdOf<typeof moduleSections>
  | IdOf<typeof linksModules>
  | IdOf<typeof allSearchBoxes>
  | IdOf<typeof loopSliders>;

export interface PageData {
  id: PageId;
  name: Localized;
  shortTitle?: Localized;
  description: Localized;
  layout: PageLayout;
  /** Whether it has a sharing picture (asset `{id}-photo`, 1200 x 630). */
  photo?: boolean;
  campaignProduct?: PackageId;
  heroBanners?: readonly HeroBannerId[];
  searchboxItems?: readonly SearchboxItemId[];
  modules?: readonly PageModuleId[];
  markets?: readonly MarketIso[];
  draft?: boolean;
  /** What search engines and share cards show instead of its name and description (packages/cms/model/seo.ts). */
  seo?: { title?: Localized; description?: Localized; noindex?: boolean };
}

export const pages = [
  {
    id: 'page-home',
    name: l(
      'Ventura Travel – holidays and tours worldwide',
      'Ventura Travel – vacanze e tour in tutto il mondo',
      'Ventura Travel – férias e circuitos em todo o mundo',
      'Ventura Travel – vacaciones y circuitos por todo el mundo',
    ),
    shortTitle: l('Home', 'Home', 'Início', 'Inicio'),
    description: l(
      'Holiday packages, flight + hotel, tailor-made trips, cruises and experiences, chosen by our travel specialists.',
      'Pacchetti vacanza, volo + hotel, viaggi su misura, crociere ed esperienze, scelti dai nostri esperti di viaggio.',
      'Pacotes de férias, voo + hotel, viagens à medida, cruzeiros e experiências, escolhidos pelos nossos especialistas em viagens.',
      'Paquetes vacacionales, vuelo + hotel, viajes a medida, cruceros y experiencias, elegidos por nuestros especialistas en viajes.',
    ),
    layout: 'default',
    photo: true,
    campaignProduct: 'package-grand-tour-of-italy',
    heroBanners: ['hero-home-summer-in-italy', 'hero-home-japan-in-bloom', 'hero-home-last-minute'],
    searchboxItems: searchboxItems.map((item) => item.id),
    // Every module kind a page accepts; the four search lists are one per market (the site shows the visitor's).
    modules: [
      'modules-home-favourite-trips',
      'banners-offers',
      'loop-slider-continents',
      'search-lists-uk',
      'search-lists-it',
      'search-lists-pt',
      'search-lists-es',
      'buttons-home-help',
      'newsletter-offers',
      'links-popular-searches',
    ],
    markets: ['UK', 'IT', 'PT', 'ES'],
  },
  {
    id: 'page-about-us',
    name: l('About us', 'Chi siamo', 'Sobre nós', 'Sobre nosotros'),
    description: l(
      'Who we are, how we choose our trips and where to find our travel specialists.',
      'Chi siamo, come scegliamo i nostri viaggi e dove trovare i nostri esperti.',
      'Quem somos, como escolhemos as nossas viagens e onde encontrar os nossos especialistas.',
      'Quiénes somos, cómo elegimos nuestros viajes y dónde encontrar a nuestros especialistas.',
    ),
    layout: 'default',
    photo: true,
    heroBanners: ['hero-about-us'],
    modules: ['modules-our-offices', 'buttons-contact'],
  },
  {
    id: 'page-responsible-travel',
    name: l(
      'Responsible travel',
      'Viaggiare responsabile',
      'Viajar de forma responsável',
      'Viajar de forma responsable',
    ),
    description: l(
      'How we work with local partners, protect wildlife and keep our groups small.',
      'Come lavoriamo con i partner locali, proteggiamo la fauna e manteniamo piccoli i nostri gruppi.',
      'Como trabalhamos com parceiros locais, protegemos a vida selvagem e mantemos os grupos pequenos.',
      'Cómo trabajamos con socios locales, protegemos la fauna y mantenemos los grupos reducidos.',
    ),
    layout: 'default',
    modules: ['modules-responsible-travel'],
  },
  {
    // A draft generic page: editors are still writing it.
    id: 'page-careers',
    name: l('Work with us', 'Lavora con noi', 'Trabalhe connosco', 'Trabaja con nosotros'),
    description: l(
      'Open positions in our offices in London, Milan, Lisbon and Madrid.',
      'Posizioni aperte nei nostri uffici di Londra, Milano, Lisbona e Madrid.',
      'Vagas abertas nos nossos escritórios de Londres, Milão, Lisboa e Madrid.',
      'Ofertas de empleo en nuestras oficinas de Londres, Milán, Lisboa y Madrid.',
    ),
    layout: 'default',
    modules: ['buttons-contact'],
    draft: true,
  },
  {
    id: 'page-help',
    name: l('Help centre', 'Centro assistenza', 'Centro de ajuda', 'Centro de ayuda'),
    shortTitle: l('Help', 'Assistenza', 'Ajuda', 'Ayuda'),
    description: l(
      'Answers to the most frequent questions about bookings, payments and travel documents.',
      'Risposte alle domande più frequenti su prenotazioni, pagamenti e documenti di viaggio.',
      'Respostas às perguntas mais frequentes sobre reservas, pagamentos e documentos de viagem.',
      'Respuestas a las preguntas más frecuentes sobre reservas, pagos y documentación de viaje.',
    ),
    layout: 'default',
    heroBanners: ['hero-help'],
    modules: ['modules-help-faq', 'buttons-contact'],
  },
  {
    id: 'page-booking-conditions',
    name: l('Booking conditions', 'Condizioni di prenotazione', 'Condições de reserva', 'Condiciones de reserva'),
    description: l(
      'Deposit, balance, changes and cancellations: the conditions that apply to every booking.',
      'Acconto, saldo, modifiche e cancellazioni: le condizioni valide per ogni prenotazione.',
      'Sinal, pagamento final, alterações e cancelamentos: as condições que se aplicam a todas as reservas.',
      'Depósito, pago final, cambios y cancelaciones: las condiciones que se aplican a todas las reservas.',
    ),
    layout: 'default',
    modules: ['modules-booking-conditions'],
  },
  {
    id: 'page-payment-methods',
    name: l('Payment methods', 'Metodi di pagamento', 'Métodos de pagamento', 'Métodos de pago'),
    description: l(
      'Cards, bank transfer and payment in instalments.',
      'Carte, bonifico bancario e pagamento a rate.',
      'Cartões, transferência bancária e pagamento em prestações.',
      'Tarjetas, transferencia bancaria y pago a plazos.',
    ),
    layout: 'default',
    modules: ['modules-payment-methods', 'buttons-contact'],
    // An editor's SEO fields: its own title and summary for search results, and kept out of them (noindex), as a
    // page of details for customers who already book is.
    seo: {
      title: l(
        'Ways to pay for your trip: cards, transfer, instalments',
        'Come pagare il viaggio: carte, bonifico, rate',
        'Como pagar a viagem: cartões, transferência, prestações',
        'Cómo pagar tu viaje: tarjetas, transferencia, plazos',
      ),
      description: l(
        'Pay by card or bank transfer, or spread the cost of your holiday in instalments at no extra charge.',
        'Paga con carta o bonifico, oppure dividi il costo della vacanza in rate senza costi aggiuntivi.',
        'Pague com cartão ou transferência, ou divida o custo das férias em prestações sem custos extra.',
        'Paga con tarjeta o transferencia, o divide el coste de tus vacaciones en plazos sin coste adicional.',
      ),
      noindex: true,
    },
  },
  {
    id: 'page-inspiration',
    name: l('Travel inspiration', 'Idee di viaggio', 'Ideias de viagem', 'Ideas de viaje'),
    shortTitle: l('Inspiration', 'Ispirazione', 'Inspiração', 'Inspiración'),
    description: l(
      'Trips by season, by travel style and for every kind of traveller.',
      'Viaggi per stagione, per stile e per ogni tipo di viaggiatore.',
      'Viagens por estação, por estilo e para todo o tipo de viajante.',
      'Viajes por temporada, por estilo y para todo tipo de viajero.',
    ),
    layout: 'default',
    photo: true,
    heroBanners: ['hero-inspiration'],
    modules: ['modules-travel-by-season', 'banners-offers', 'loop-slider-continents', 'buttons-inspiration'],
  },
  {
    id: 'page-honeymoons',
    name: l('Honeymoons', 'Viaggi di nozze', 'Luas de mel', 'Lunas de miel'),
    description: l(
      'Islands, safaris and great journeys for two, with a gift from us for every couple.',
      'Isole, safari e grandi viaggi in due, con un regalo da parte nostra per ogni coppia.',
      'Ilhas, safaris e grandes viagens a dois, com uma oferta nossa para cada casal.',
      'Islas, safaris y grandes viajes en pareja, con un regalo de nuestra parte para cada pareja.',
    ),
    layout: 'default',
    photo: true,
    heroBanners: ['hero-offer-honeymoons'],
    modules: ['modules-honeymoons', 'newsletter-offers'],
  },
  {
    id: 'page-family-holidays',
    name: l('Family holidays', 'Vacanze in famiglia', 'Férias em família', 'Vacaciones en familia'),
    description: l(
      'Trips with short transfers, family rooms and activities children love.',
      'Viaggi con trasferimenti brevi, camere familiari e attività che piacciono ai bambini.',
      'Viagens com transferes curtos, quartos familiares e atividades de que as crianças gostam.',
      'Viajes con traslados cortos, habitaciones familiares y actividades que encantan a los niños.',
    ),
    layout: 'default',
    modules: ['modules-family-holidays', 'buttons-contact'],
  },
  {
    /*
     * The modules of the not-found page: the site shows them under "Page Not
     * Found" wherever a path leads nowhere (layout 404), helping the visitor on.
     */
    id: 'page-not-found',
    name: l('Page not found', 'Pagina non trovata', 'Página não encontrada', 'Página no encontrada'),
    description: l(
      'What visitors see below the not-found message: ways back into the site.',
      'Ciò che i visitatori vedono sotto il messaggio di pagina non trovata: modi per tornare al sito.',
      'O que os visitantes veem abaixo da mensagem de página não encontrada: caminhos de regresso ao site.',
      'Lo que ven los visitantes bajo el mensaje de página no encontrada: caminos de vuelta al sitio.',
    ),
    layout: '404',
    modules: ['buttons-home-help', 'loop-slider-continents', 'links-popular-searches'],
  },
  {
    /*
     * PREVIEW DIAGNOSTICS. A draft page, never to be published, that exists so
     * the renderer's preview diagnostics can be tested end to end: open
     * /en/preview-diagnostics/ in draft mode. Its modules are
     * - buttons-home-help: valid, it must render as usual;
     * - modules-diagnostics-tabs-without-tabs: a "modules" entry with the tabs
     *   layout and no tabs (allowed by the content model, unrenderable);
     * - newsletter-diagnostics-without-url: a newsletter without its sign-up
     *   page (allowed by the model, unrenderable).
     * In preview the two broken modules show the editor what is wrong; in
     * production nothing of this page exists.
     */
    id: 'page-preview-diagnostics',
    name: l(
      'Preview diagnostics',
      "Diagnostica dell'anteprima",
      'Diagnóstico da pré-visualização',
      'Diagnóstico de la vista previa',
    ),
    description: l(
      'A draft page for testing how the preview shows modules the site cannot render. Never publish it.',
      "Una pagina in bozza per verificare come l'anteprima mostra i moduli che il sito non può visualizzare. Non pubblicarla mai.",
      'Uma página em rascunho para testar como a pré-visualização mostra os módulos que o site não consegue apresentar. Nunca a publique.',
      'Una página en borrador para comprobar cómo muestra la vista previa los módulos que el sitio no puede mostrar. No la publiques nunca.',
    ),
    layout: 'default',
    modules: ['buttons-home-help', 'modules-diagnostics-tabs-without-tabs', 'newsletter-diagnostics-without-url'],
    draft: true,
  },
] as const satisfies readonly PageData[];
