/**
 * SPEC sections 5 and 9: an AI query is 10 to 255 characters. A module of
 * its own, without zod, so the flow's machine reads the limits without
 * shipping the schema library with the page (the form loads it when opened).
 */
export const AI_SEARCH_LENGTH = { min: 10, max: 255 } as const;
