import { defineContentType, json, symbol } from './define';

/**
 * Settings of the whole site that editors own. The site reads the first
 * published entry. Its route rules (SPEC section 2, guard step 3: "server-side
 * route rules, including external redirects") are in the shape of the build
 * metadata's route rules (a JSON object keyed by address):
 *
 *   { "/en/help-centre/": { "redirect": { "to": "https://help.example.com/en/", "statusCode": 307 } } }
 *
 * `redirect` may also be just the target (307). They join the redirect table
 * (lib/routes/redirects.ts) ahead of the redirect entries, with the same
 * checks, cache and purge; Contentful cannot validate inside a JSON field, so
 * the webhook's answer and the preview report what is refused.
 */
export const siteSettings = defineContentType({
  id: 'siteSettings',
  name: 'Site settings',
  description: 'Settings of the whole site: its route rules. Keep one entry.',
  displayField: 'name',
  fields: [
    symbol('name', {
      required: true,
      size: { max: 100 },
      help: 'For editors only, e.g. "Site settings".',
    }),
    json('routeRules', {
      name: 'Route rules',
      help: 'Redirects by address, applied before redirect entries, e.g. {"/en/help-centre/": {"redirect": {"to": "https://help.example.com/en/", "statusCode": 307}}}. 307 temporary, 308 permanent.',
    }),
  ],
});

export const siteSettingsContentTypes = [siteSettings];
