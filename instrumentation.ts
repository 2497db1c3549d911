import type { Instrumentation } from 'next';

/** Runs once when a server starts: a bad environment stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env, EnvError } = await import('./lib/env');
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Every server error of a request: one structured log line, and the stack kept for showErrors. */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordServerError } = await import('./lib/error-log');
  const failure = error instanceof Error ? error : new Error(String(error));
  recordServerError({
    digest: (failure as Error & { digest?: string }).digest,
    message: failure.message,
    stack: failure.stack,
    path: request.path,
    at: new Date().toISOString(),
  });
};
