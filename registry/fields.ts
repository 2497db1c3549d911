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
