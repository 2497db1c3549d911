import 'server-only';
import { availableParallelism } from 'node:os';
import { previewUnavailableReason } from './content/endpoint';
import { env, EnvError, type Env } from './env';

/** Validates the environment once; on a bad value prints which variable and why, and stops the process. */
export function validateEnvironmentOrExit(): void {
  let config: Env;
  try {
    config = env();
    const problems = machineLimitProblems(config);
    if (problems.length > 0) throw new EnvError(problems);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  announceDrafts(config);
}

/** Settings that depend on this machine (its cores), which lib/env.ts cannot count: it is also bundled for browsers. */
export function machineLimitProblems(config: Env, cores: number = availableParallelism()): string[] {
  const concurrency = config.IMAGE_TRANSFORM_CONCURRENCY;
  return concurrency !== undefined && concurrency > cores
    ? [`IMAGE_TRANSFORM_CONCURRENCY: must be at most one per core (${cores} here)`]
    : [];
}

/**
 * One line at start-up when editors' draft preview is off, naming what turns
 * it on (a laptop's `npm run dev` has no secrets, so it starts with drafts off).
 */
export function announceDrafts(config: Env): void {
  const missing = previewUnavailableReason(config);
  if (!missing) return;
  console.info(
    JSON.stringify({
      level: 'info',
      event: 'drafts_off',
      missing,
      message: `Draft preview is off: set ${missing.join(' and ')} (each a secret of 32+ characters, e.g. \`openssl rand -hex 32\`) to turn it on.`,
    }),
  );
}
