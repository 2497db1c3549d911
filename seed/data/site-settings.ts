/**
 * The site settings entry (content type `siteSettings`): the route rules the
 * code held before they became content, the help centre the 404 page
 * mentions, on its own host, in English and Italian.
 */
export const siteSettings = {
  id: 'site-settings',
  name: 'Site settings',
  routeRules: {
    '/en/help-centre/': { redirect: { to: 'https://help.example.com/en/', statusCode: 307 } },
    '/it/centro-assistenza/': { redirect: { to: 'https://help.example.com/it/', statusCode: 307 } },
  },
} as const;
