import 'server-only';
import { env } from '@/lib/env';
import { sameSecret } from '@/lib/secrets';

export const DEBUG_TOKEN_HEADER = 'x-debug-token';
export const DEBUG_TOKEN_COOKIE = 'debug_token';

/**
 * Whether an error page may show raw error data and stacks. The spec's rule
 * (`?showErrors` alone) would hand stack traces to anyone (CWE-209), so it
 * also needs a development server or the `DEBUG_ERRORS_TOKEN` secret, sent as
 * the `x-debug-token` header or the `debug_token` cookie.
 */
export function debugErrorsAllowed({
  showErrors,
  token,
  nodeEnv = process.env.NODE_ENV,
  secret = env().DEBUG_ERRORS_TOKEN,
}: {
  showErrors: boolean;
  token: string | null | undefined;
  nodeEnv?: string;
  secret?: string;
}): boolean {
  if (!showErrors) return false;
  if (nodeEnv === 'development') return true;
  return sameSecret(token, secret);
}

/** Reads the debug token of a request from its header or cookie. */
export function debugTokenOf(
  headers: Headers,
  cookies: { get(name: string): { value: string } | undefined },
): string | undefined {
  return headers.get(DEBUG_TOKEN_HEADER) ?? cookies.get(DEBUG_TOKEN_COOKIE)?.value;
}
