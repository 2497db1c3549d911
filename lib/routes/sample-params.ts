/**
 * A valid value for every route parameter, shaped like the content's: the
 * tests' one set of examples. The id and continent are the seed's Europe, so
 * screens that read the CMS find it.
 */
export const sampleParams: Record<string, string> = {
  slug: 'summer-festival',
  package: 'amalfi-coast-classic',
  id: 'continent-europe',
  country: 'costa-rica',
  continent: 'europe',
  city: 'san-jose',
  page: 'about-us',
  subpage: 'our-team',
};
