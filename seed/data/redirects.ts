/**
 * Redirects made by editors (content type `redirect`): the campaign address
 * printed in brochures, in English and Italian, sends visitors to the package
 * results of its language; the marathon address, in every language, to the
 * Rome marathon event (its address in each language comes from its slugs).
 */
export type RedirectData = {
  id: string;
  from: string;
  toEntry?: string;
  toAddress?: string;
  toUrl?: string;
  permanent: boolean;
  startDate?: string;
  endDate?: string;
};

export const redirects: readonly RedirectData[] = [
  { id: 'redirect-offers-en', from: '/en/offers/', toAddress: '/en/results/packages/', permanent: true },
  { id: 'redirect-offers-it', from: '/it/offerte/', toAddress: '/it/risultati/pacchetti/', permanent: true },
  { id: 'redirect-marathon', from: '/*/marathon/', toEntry: 'landing-rome-marathon-2026', permanent: false },
];
