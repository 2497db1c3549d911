import 'server-only';
import { env, EnvError } from './env';

/** Validates the environment once; on a bad value prints which variable and why, and stops the process. */
export function validateEnvironmentOrExit(): void {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
