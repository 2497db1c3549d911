/** The codes the account API sends a page without scripts back with (`/en/sign-in/#invalid_credentials`); each is an element id of the page. */
export const NO_SCRIPT_NOTICES = [
  'invalid_credentials',
  'exists',
  'invalid_token',
  'rate_limited',
  'unavailable',
  'failed',
  'sent',
] as const;
