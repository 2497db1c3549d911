/** The field people never see and bots fill (components/forms/Honeypot.tsx renders it; lib/http/form-post.ts checks it). */
export const HONEYPOT_FIELD = 'homepage';
