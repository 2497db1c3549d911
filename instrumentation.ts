import type { Instrumentation } from 'next';

// The `if (NEXT_RUNTIME === 'nodejs')` blocks keep the Node-only modules out of the edge bundle.

/**
 * Runs once when a server starts: a bad environment stops it with a message naming the variable; traces are
 * exported when OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/ops/tracing.ts, loaded only then); the page cache
 * (lib/cache/page-handler.mjs) is given the policy of cached pages (lib/http/security-headers.ts) and told which
 * pages hold a visitor's filter state (lib/cache/page-keys.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { validateEnvironmentOrExit } = await import('./lib/startup');
    validateEnvironmentOrExit();
    const { env } = await import('./lib/env');
    const collector = env().OTEL_EXPORTER_OTLP_ENDPOINT;
    if (collector) {
      const { startTracing } = await import('./lib/ops/tracing');
      startTracing(collector);
    }
    const { registerCachedPagePolicy } = await import('./lib/http/security-headers');
    registerCachedPagePolicy();
    const { registerQueryStatePages } = await import('./lib/cache/page-keys');
    registerQueryStatePages();
  }
}

/** Every server error of a request: one structured log line, and the stack kept for showErrors. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordServerError } = await import('./lib/error-log');
    const failure = error instanceof Error ? error : new Error(String(error));
    recordServerError({
      digest: (failure as Error & { digest?: string }).digest,
      message: failure.message,
      stack: failure.stack,
      path: request.path,
      at: new Date().toISOString(),
    });
  }
};
