import { z } from 'zod';
import { emailAddress, messages, phoneNumber, requiredText, typedName } from './fields';

/** A catalogue's CMS id (the checkbox's value); which ids exist is checked against the CMS on the server. */
const CATALOGUE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** How many catalogues one request may list: more than the CMS offers is not a request (the `Catalogues` query reads 20). */
export const MAX_CATALOGUES = 20;

/** The catalogue request form of SPEC section 3, every field required, at least one catalogue. */
export const catalogueRequestSchema = z.object({
  companyName: typedName(150),
  email: emailAddress,
  address: requiredText(200),
  zipCode: requiredText(12).pipe(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, { error: messages.invalid })),
  country: requiredText(100),
  city: requiredText(100),
  state: requiredText(100),
  phone: phoneNumber,
  catalogues: z
    .array(z.string().regex(CATALOGUE_ID, { error: messages.invalid }), { error: messages.chooseCatalogue })
    .min(1, { error: messages.chooseCatalogue })
    .max(MAX_CATALOGUES, { error: messages.invalid })
    .transform((ids) => [...new Set(ids)]),
});

export type CatalogueRequest = z.output<typeof catalogueRequestSchema>;
