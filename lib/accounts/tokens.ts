import { createHash, randomBytes } from 'node:crypto';

/** A secret for a cookie or a link: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the store keeps of a token: its SHA-256 (a stolen table gives no session). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
