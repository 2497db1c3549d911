/** The four languages the site is published in; every locale is a full site under `/{locale}/`. */
export const locales = ['en', 'it', 'pt', 'es'] as const;
export type Locale = (typeof locales)[number];
