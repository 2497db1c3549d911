import { assetLink, defineContentType, symbol, text } from './define';

/** Printed catalogues visitors can request (SPEC section 3, catalogue request form: list of selected catalogues). */

export const catalogue = defineContentType({
  id: 'catalogue',
  name: 'Catalogue',
  description: 'A printed catalogue or brochure visitors can ask to receive by post.',
  displayField: 'title',
  fields: [
    symbol('title', {
      required: true,
      localized: true,
      size: { max: 150 },
      help: 'The catalogue’s title as printed on its cover, e.g. "Long-haul 2026".',
    }),
    assetLink('cover', {
      required: true,
      mimetypes: ['image'],
      help: 'A picture of the front cover, upright (portrait).',
    }),
    text('description', {
      localized: true,
      size: { max: 400 },
      help: 'A sentence or two on what the catalogue offers, shown on the request form.',
    }),
  ],
});

export const catalogueContentTypes = [catalogue];
