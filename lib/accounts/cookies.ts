/**
 * The token cookie of SPEC section 9: set at sign-in, cleared at sign-out;
 * 604800 s (7 days), HttpOnly, SameSite lax, Secure when the site is served
 * over https. Beside it, `signed_in=1` (same life, readable by scripts,
 * no secret in it) tells the cached pages' header to show the account
 * menu instead of "Sign in" without asking the server on every page.
 */
export const TOKEN_COOKIE = 'token';
export { SIGNED_IN_COOKIE } from './session-events';
import { SIGNED_IN_COOKIE } from './session-events';
export const TOKEN_MAX_AGE = 604_800;

type CookieOptions = { secure: boolean };

function cookie(
  name: string,
  value: string,
  maxAge: number,
  { secure, httpOnly }: CookieOptions & { httpOnly: boolean },
) {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie headers of a sign-in. */
export const signInCookies = (token: string, options: CookieOptions) => [
  cookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE, { ...options, httpOnly: true }),
  cookie(SIGNED_IN_COOKIE, '1', TOKEN_MAX_AGE, { ...options, httpOnly: false }),
];

/** The Set-Cookie headers of a sign-out: both cookies gone. */
export const signOutCookies = (options: CookieOptions) => [
  cookie(TOKEN_COOKIE, '', 0, { ...options, httpOnly: true }),
  cookie(SIGNED_IN_COOKIE, '', 0, { ...options, httpOnly: false }),
];

/** A cookie's value from a Cookie header. */
export function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** Whether cookies are sent over https only: the site's address (SITE_URL) or the request says https. */
export const secureCookies = (siteUrl: string, headers: Headers) =>
  siteUrl.startsWith('https:') || headers.get('x-forwarded-proto') === 'https';
