/** A valid value for every route parameter, shaped like the content's: the tests' one set of examples. */
export const sampleParams: Record<string, string> = {
  slug: 'summer-festival',
  id: '4kBg3PZ9xXvQ',
  country: 'costa-rica',
  continent: 'south-america',
  city: 'san-jose',
  page: 'about-us',
  subpage: 'our-team',
};
