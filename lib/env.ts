import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be "true" or "false"' })
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/**
 * Every environment variable the site reads (documented in `.env.example`).
 * Parsed once at start-up: a bad value stops the server with a message that
 * names the variable.
 */
export const envSchema = z.object({
  SITE_URL: z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' }).default('http://localhost:3000'),
  ALLOW_INDEXING: booleanFlag,
  MAINTENANCE_MODE: booleanFlag,
  MAINTENANCE_RETRY_AFTER: z.coerce
    .number({ message: 'must be a whole number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(1)
    .max(86_400)
    .default(600),
  DEBUG_ERRORS_TOKEN: z
    .string()
    .min(32, { message: 'must be at least 32 characters long (it guards server stack traces)' })
    .optional(),
});

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates a set of variables (empty strings count as unset). Throws an EnvError naming each bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const defined = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(defined);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
