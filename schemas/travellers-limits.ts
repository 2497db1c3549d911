/** Who may travel, without zod (schemas/travellers.ts validates with them): read in pages that do not load the schema. */

/** SPEC section 9: adults are 18 or over, children up to 17. */
export const ADULT_AGE = 18;
export const MAX_CHILD_AGE = 17;
/** What one search may ask for: a party beyond this books through the agency. */
export const MAX_ADULTS = 9;
export const MAX_CHILDREN = 6;
