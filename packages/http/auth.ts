/**
 * The token of an `Authorization: Bearer <token>` header (the scheme in any case, one token, spaces around it
 * allowed), or null for no header or any other shape. The embedded content service reads its access tokens with
 * it, the site its metrics token.
 */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^[ \t]*Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
