import type { Locale } from '@/lib/i18n/locales';

/**
 * THE route table: every screen of the site, per locale, as a path template
 * below the locale prefix (`/{locale}/{template}/`). Paths, links, hreflang
 * alternates, the language switcher and the proxy's rewrites are all derived
 * from it. `{name}` marks a parameter; the English template is the canonical
 * path and, unless `folderTemplate` says otherwise, the route folder.
 *
 * en and it come from SPEC section 2; pt and es use the spec's pt/es table.
 * Where the spec shows no pt/es path (404, generic pages, destination details)
 * the segment is the spec's own pt/es destinations prefix (`destinos`) or is
 * shared by every language (`404`, generic page slugs come from the CMS).
 */
export const routeTable = {
  home: { en: '', it: '', pt: '', es: '' },
  notFound: { en: '404', it: '404', pt: '404', es: '404' },
  aiTours: { en: 'ai-tours', it: 'ai-tours', pt: 'ai-tours', es: 'ai-tours' },
  myBooking: { en: 'my-booking', it: 'la-mia-prenotazione', pt: 'a-minha-reserva', es: 'mi-reserva' },
  contact: { en: 'contact-us', it: 'contattaci', pt: 'contacte-nos', es: 'contactanos' },
  // Not in the spec's table (it shows no login screen and no catalogue route): the account pages for visitors
  // without JavaScript (the dialog does the same with it), and the catalogue request, in each language's words.
  catalogues: { en: 'catalogues', it: 'cataloghi', pt: 'catalogos', es: 'catalogos' },
  signIn: { en: 'sign-in', it: 'accedi', pt: 'iniciar-sessao', es: 'iniciar-sesion' },
  register: { en: 'register', it: 'registrati', pt: 'criar-conta', es: 'crear-cuenta' },
  resetPassword: {
    en: 'reset-password',
    it: 'reimposta-password',
    pt: 'repor-palavra-passe',
    es: 'restablecer-contrasena',
  },
  // A package's own page, by its localized slug; an enquiry sent from it without JavaScript thanks here.
  packageDetail: {
    en: 'packages/{package}',
    it: 'pacchetti/{package}',
    pt: 'pacotes/{package}',
    es: 'paquetes/{package}',
  },
  enquirySent: { en: 'enquiry-sent', it: 'richiesta-inviata', pt: 'pedido-enviado', es: 'solicitud-enviada' },
  eventDetail: { en: 'events/{slug}', it: 'eventi/{slug}', pt: 'events/{slug}', es: 'events/{slug}' },
  specialJourney: {
    en: 'specialjourney/{id}',
    it: 'viaggio-speciale/{id}',
    pt: 'viagemespecial/{id}',
    es: 'viajeespecial/{id}',
  },
  destinations: { en: 'destinations', it: 'destinazione', pt: 'destinos', es: 'destinos' },
  packageResults: {
    en: 'results/packages',
    it: 'risultati/pacchetti',
    pt: 'resultados/pacotes',
    es: 'resultados/paquetes',
  },
  packageResultsByCountry: {
    en: 'results/packages/{country}',
    it: 'risultati/pacchetti/{country}',
    pt: 'resultados/pacotes/{country}',
    es: 'resultados/paquetes/{country}',
  },
  destinationByContinent: {
    en: 'destinations/{continent}/{id}',
    it: 'destinazione/{continent}/{id}',
    pt: 'destinos/{continent}/{id}',
    es: 'destinos/{continent}/{id}',
  },
  destinationByCountry: {
    en: 'destinations/{continent}/{country}/{id}',
    it: 'destinazione/{continent}/{country}/{id}',
    pt: 'destinos/{continent}/{country}/{id}',
    es: 'destinos/{continent}/{country}/{id}',
  },
  destinationByCity: {
    en: 'destinations/{continent}/{country}/{city}/{id}',
    it: 'destinazione/{continent}/{country}/{city}/{id}',
    pt: 'destinos/{continent}/{country}/{city}/{id}',
    es: 'destinos/{continent}/{country}/{city}/{id}',
  },
  contentPage: { en: '{page}', it: '{page}', pt: '{page}', es: '{page}' },
  contentSubpage: { en: '{page}/{subpage}', it: '{page}/{subpage}', pt: '{page}/{subpage}', es: '{page}/{subpage}' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ScreenId = keyof typeof routeTable;
export const screenIds = Object.keys(routeTable) as ScreenId[];

/** The parameter names of a path template, in order (`events/{slug}` -> `['slug']`). */
export function templateParams(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

type ParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The parameters a screen's path needs, e.g. `{ slug: string }` for `eventDetail`. */
export type ScreenParams<S extends ScreenId> = { [Name in ParamNames<(typeof routeTable)[S]['en']>]: string };

/** Screens whose slug an editor chooses in the CMS: they never get priority over a fixed path. */
export const contentScreens = ['contentPage', 'contentSubpage'] as const satisfies readonly ScreenId[];

export function isContentScreen(screen: ScreenId): boolean {
  return (contentScreens as readonly ScreenId[]).includes(screen);
}

/**
 * Where a screen's route file lives under `app/[locale]/`, when that is not
 * its English template. Next requires one parameter name per folder level, so
 * the three destination details, which share `destinations/{continent}/`, get
 * folders of their own, and the package results carry their query in the
 * path. The proxy rewrites to these; nobody links to them.
 */
const folderOverrides: Partial<Record<ScreenId, string>> = {
  // The results' query string is one more segment, `{state}` (lib/results/segment.ts): a page per state, cached.
  packageResults: 'results/all/{state}',
  packageResultsByCountry: 'results/country/{country}/{state}',
  destinationByContinent: 'destination/continent/{continent}/{id}',
  destinationByCountry: 'destination/country/{continent}/{country}/{id}',
  destinationByCity: 'destination/city/{continent}/{country}/{city}/{id}',
};

export function folderTemplate(screen: ScreenId): string {
  return folderOverrides[screen] ?? routeTable[screen].en;
}

/**
 * First segments of folders under `app/[locale]/` that are not visitor paths
 * (the maintenance page and the destination folders above): no generic page
 * slug may take them.
 */
export const internalSegments = ['503', 'destination'] as const;
