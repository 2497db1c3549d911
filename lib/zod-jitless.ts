import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function` once it has checked that eval is allowed, and that check
 * is itself an eval: under the site's Content-Security-Policy (no 'unsafe-eval', lib/http/security-headers.ts)
 * the browser reports it as a violation. In the browser zod parses without compiling; imported by the form kit
 * (components/forms/FormKit.client.tsx), through which every form of the site parses, so it is set before any
 * form parses and costs the pages without a form nothing.
 */
config({ jitless: true });
