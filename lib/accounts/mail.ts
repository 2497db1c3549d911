import 'server-only';
import { env } from '@/lib/env';

/** A message the site sends: to one address, plain text. */
export type Mail = { to: string; subject: string; text: string };
export type Mailer = (mail: Mail) => Promise<void>;

let transport: Promise<Mailer> | undefined;

/**
 * How the site sends mail: through the SMTP server at SMTP_URL (nodemailer,
 * loaded only then), from MAIL_FROM. Without SMTP_URL, in development the
 * message is written to the server log (the reset link is there for the
 * developer to open); in production it is not sent, and one error line says
 * so, with no address and no link in it.
 */
export function siteMailer(): Promise<Mailer> {
  transport ??= (async () => {
    const config = env();
    if (config.SMTP_URL) {
      const { createTransport } = await import('nodemailer');
      const smtp = createTransport(config.SMTP_URL);
      return async (mail) => void (await smtp.sendMail({ from: config.MAIL_FROM, ...mail }));
    }
    if (process.env.NODE_ENV !== 'production') {
      return async (mail) =>
        console.info(`[mail, development: SMTP_URL is not set] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    }
    return async () =>
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'mail_not_configured',
          message: 'SMTP_URL is not set: a password reset e-mail was not sent',
        }),
      );
  })();
  return transport;
}
