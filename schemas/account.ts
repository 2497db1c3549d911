import { z } from 'zod';
import { RESET_TOKEN } from './account-token';
import { emailAddress, messages, onlyValidFields } from './fields';

/**
 * Accounts (README, "Accounts, catalogues and contact"): the sign-in,
 * registration and password reset forms. The same schemas validate the
 * dialog, the pages without JavaScript and the API routes.
 */

/** NIST SP 800-63B: at least 8 characters (we ask 10), no composition rules, long passphrases welcome (scrypt takes any length; 128 bounds the work). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

const newPassword = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .min(PASSWORD_MIN, { error: messages.passwordLength })
  .max(PASSWORD_MAX, { error: messages.passwordLength });

/** A password as typed at sign-in: never trimmed, at most the longest one an account can have. */
const givenPassword = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .max(PASSWORD_MAX, { error: messages.passwordLength });

export const signInSchema = z.object({ email: emailAddress, password: givenPassword });

/** The second password field: the same as the first ('{Field} does not match.', on the second). */
const confirmation = z.string({ error: messages.required }).min(1, { error: messages.required });
const samePasswords: [
  (value: { password: string; confirm: string }) => boolean,
  { error: string; path: string[]; when: typeof onlyValidFields },
] = [(value) => value.password === value.confirm, { error: messages.match, path: ['confirm'], when: onlyValidFields }];

export const registerSchema = z
  .object({ email: emailAddress, password: newPassword, confirm: confirmation })
  .refine(...samePasswords);

export const resetRequestSchema = z.object({ email: emailAddress });

export { RESET_TOKEN };

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: messages.invalid }).regex(RESET_TOKEN, { error: messages.invalid }),
    password: newPassword,
    confirm: confirmation,
  })
  .refine(...samePasswords);

export type SignIn = z.output<typeof signInSchema>;
export type Register = z.output<typeof registerSchema>;
