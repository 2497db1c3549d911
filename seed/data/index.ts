/** The curated content of the seed; generate.ts turns it into a space export. */
export * from './catalogues';
export * from './contact';
export * from './destinations';
export * from './events';
export * from './inclusions';
export * from './journeys';
export * from './modules';
export * from './packages';
export * from './page-slugs';
export * from './pages';
export * from './paths';
export * from './redirects';
export * from './site-settings';
export * from './taxonomy';
export * from './text';
