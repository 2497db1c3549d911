/**
 * The first path segments the site itself uses below a language prefix (`/en/packages/…`, `/it/eventi/…`,
 * the maintenance and destination folders): a page slug that took one would be shadowed by, or shadow,
 * a screen of the site. The site's route table (lib/routes/table.ts) is the source; the model cannot import
 * it (packages/ sit below the site), so lib/routes/table.test.ts checks that this list is exactly the
 * route table's `reservedSegments`.
 */
export const reservedPageSlugs = [
  '404', '503', 'a-minha-reserva', 'accedi', 'ai-tours', 'cataloghi', 'catalogos', 'catalogues', 'contact-us', 'contactanos',
  'contacte-nos', 'contattaci', 'crear-cuenta', 'criar-conta', 'destination', 'destinations', 'destinazione', 'destinos',
  'enquiry-sent', 'eventi', 'events', 'iniciar-sesion', 'iniciar-sessao', 'la-mia-prenotazione', 'mi-reserva', 'my-booking',
  'pacchetti', 'packages', 'pacotes', 'paquetes', 'pedido-enviado', 'register', 'registrati', 'reimposta-password',
  'repor-palavra-passe', 'reset-password', 'restablecer-contrasena', 'resultados', 'results', 'richiesta-inviata', 'risultati',
  'sign-in', 'solicitud-enviada', 'specialjourney', 'viagemespecial', 'viaggio-speciale', 'viajeespecial',
] as const;

/** Contentful's prohibitRegexp for a page slug: any of the reserved segments, whole. */
export const RESERVED_PAGE_SLUG_PATTERN = `^(?:${reservedPageSlugs.join('|')})$`;
