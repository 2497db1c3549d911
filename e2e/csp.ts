import { expect, type Page, type Response } from '@playwright/test';

/** The headers and the Content-Security-Policy every page carries (lib/http/security-headers.ts). */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Collects every CSP violation of a page, across its navigations: the console's reports and the
 * `securitypolicyviolation` events of the document now shown.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) reported.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return async () => [
    ...reported,
    ...((await page.evaluate(() => window.cspViolations ?? []).catch(() => [])) as string[]),
  ];
}

/** A page's security headers: a strict script policy (hashes or a nonce), no framing, one policy. */
export function expectSecurityHeaders(
  response: Response | null,
  formAction = "form-action 'self' https://booking.e2e.test",
) {
  const headers = response!.headers();
  const policy = headers['content-security-policy'] ?? '';
  const scripts = /(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts, 'a script-src').not.toBe('');
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).toMatch(/'(sha256-[A-Za-z0-9+/=]+|nonce-[A-Za-z0-9+/=]+)'/);
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", formAction])
    expect(policy).toContain(directive);
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  });
  expect(headers['permissions-policy']).toContain('camera=()');
  // One policy: a second one would be enforced as well and could block what the first allows.
  expect(policy).not.toContain(',');
}

/** The maintenance server has no booking engine configured. */
export const MAINTENANCE_FORM_ACTION = "form-action 'self'; frame-ancestors";
