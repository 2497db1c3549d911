import { z } from 'zod';

/*
 * How module schemas read the CMS's optional fields. GraphQL sends null for a
 * field an editor left empty; these turn that (and its near relatives) into
 * one value per meaning, so components test for null or false only.
 */

/** An optional text field: absent, null, empty and blank all read as "not filled in" (null). */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value : null));

/** A yes/no field editors may leave unset: unset means no. */
export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/** Any other optional field: absent and null both read as null. */
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return schema.nullish().transform((value) => value ?? null);
}

/**
 * Addresses a link may lead to: another website over http(s), a path of this
 * site, a `#fragment`, `mailto:` or `tel:`. Anything else (`javascript:`,
 * `data:`, `vbscript:`, `//host`, `/\host`) is not a link the site will draw:
 * an editor's typo or a compromised CMS account must not put script in an
 * `href`.
 */
export const SAFE_LINK = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/(?:[^\s/\\][^\s]*)?|#[^\s]*|(?:mailto|tel):[^\s]+)$/i;
/** Addresses a picture or video may come from: http(s), or a path of this site (the embedded Images API). */
export const SAFE_MEDIA_URL = /^(?:https?:\/\/[^\s/$.?#][^\s]*|\/(?:[^\s/\\][^\s]*)?)$/i;

const notALink = {
  message: 'must be a web address (https://...), a path of this site (/en/...), #section, mailto: or tel:',
};
const notMedia = { message: 'must be a web address (https://...) or a path of this site' };

/** A required link field. */
export const link = z.string().regex(SAFE_LINK, notALink);
/** An optional link field: empty reads as null, like optionalText; anything but a safe address is invalid. */
export const optionalLink = optionalText.refine((value) => value === null || SAFE_LINK.test(value), notALink);
/** A required picture or video address (an asset's `url`). */
export const mediaUrl = z.string().regex(SAFE_MEDIA_URL, notMedia);
/** An optional picture or video address: absent, null, empty and blank read as null. */
export const optionalMediaUrl = optionalText.refine((value) => value === null || SAFE_MEDIA_URL.test(value), notMedia);
