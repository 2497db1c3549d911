/**
 * The contact message's length, without zod: the form's character count shows
 * it in the page's first load, where the schema (schemas/contact.ts) is not.
 */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
