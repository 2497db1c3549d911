/** A reset link's token: 32 random bytes, base64url (lib/accounts/tokens.ts). Its own module: the reset page checks it without loading zod. */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;
