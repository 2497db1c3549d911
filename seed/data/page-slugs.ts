import { pagePath } from './paths';
import { l, same, type Localized } from './text';

/**
 * The slugs of the generic pages in each language, and which page each
 * subpage sits under. Kept apart from pages.ts so other content (banners,
 * package texts) can link to a page without importing the pages themselves.
 */
export const pageTree = {
  'page-home': { slug: same('home') },
  'page-about-us': { slug: l('about-us', 'chi-siamo', 'sobre-nos', 'sobre-nosotros') },
  'page-responsible-travel': {
    slug: l(
      'responsible-travel',
      'viaggiare-responsabile',
      'viajar-de-forma-responsavel',
      'viajar-de-forma-responsable',
    ),
    parent: 'page-about-us',
  },
  'page-careers': {
    slug: l('careers', 'lavora-con-noi', 'trabalhe-connosco', 'trabaja-con-nosotros'),
    parent: 'page-about-us',
  },
  'page-help': { slug: l('help', 'assistenza', 'ajuda', 'ayuda') },
  'page-booking-conditions': {
    slug: l('booking-conditions', 'condizioni-di-prenotazione', 'condicoes-de-reserva', 'condiciones-de-reserva'),
    parent: 'page-help',
  },
  'page-payment-methods': {
    slug: l('payment-methods', 'metodi-di-pagamento', 'metodos-de-pagamento', 'metodos-de-pago'),
    parent: 'page-help',
  },
  'page-inspiration': { slug: l('inspiration', 'idee-di-viaggio', 'ideias-de-viagem', 'ideas-de-viaje') },
  'page-honeymoons': {
    slug: l('honeymoons', 'viaggi-di-nozze', 'luas-de-mel', 'lunas-de-miel'),
    parent: 'page-inspiration',
  },
  'page-family-holidays': {
    slug: l('family-holidays', 'vacanze-in-famiglia', 'ferias-em-familia', 'vacaciones-en-familia'),
    parent: 'page-inspiration',
  },
  'page-preview-diagnostics': { slug: same('preview-diagnostics') },
  // The not-found page's modules (layout 404); the site never serves it at its own address.
  'page-not-found': { slug: same('page-not-found') },
} as const satisfies Record<string, { slug: Localized; parent?: string }>;

export type PageId = keyof typeof pageTree;

export function parentOf(id: PageId): PageId | undefined {
  const node = pageTree[id];
  return 'parent' in node ? node.parent : undefined;
}

/** The page's path in each language: `/en/help/booking-conditions/`, `/it/assistenza/condizioni-di-prenotazione/`, ... */
export function pageUrl(id: PageId): Localized {
  const parent = parentOf(id);
  return pagePath(pageTree[id].slug, parent ? pageTree[parent].slug : undefined);
}
