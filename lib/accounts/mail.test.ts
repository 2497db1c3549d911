import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
let settings: Record<string, unknown> = {};
vi.mock('@/lib/env', () => ({ env: () => settings }));
const sendMail = vi.fn(async () => ({}));
const createTransport = vi.fn(() => ({ sendMail }));
vi.mock('nodemailer', () => ({ createTransport }));

/** Each case loads the module afresh: it keeps its transport once made. */
async function mailer(config: Record<string, unknown>, nodeEnv: string) {
  settings = config;
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.resetModules();
  return (await import('./mail')).siteMailer();
}

describe('the site’s mail', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    sendMail.mockClear();
    createTransport.mockClear();
  });

  it('goes through the SMTP server at SMTP_URL, from MAIL_FROM', async () => {
    const send = await mailer(
      { SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: 'Ventura <no-reply@example.com>' },
      'production',
    );
    await send({
      to: 'emma@example.com',
      subject: 'Choose a new password',
      text: 'https://travel.example/en/reset-password/?token=x',
    });
    expect(createTransport).toHaveBeenCalledWith('smtps://user:secret@smtp.example.com:465');
    expect(sendMail).toHaveBeenCalledWith({
      from: 'Ventura <no-reply@example.com>',
      to: 'emma@example.com',
      subject: 'Choose a new password',
      text: 'https://travel.example/en/reset-password/?token=x',
    });
  });

  it('without SMTP_URL, in development: the whole mail, link included, in the server log', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const send = await mailer({ MAIL_FROM: 'x@example.com' }, 'development');
    await send({
      to: 'emma@example.com',
      subject: 'Choose a new password',
      text: 'link: https://travel.example/en/reset-password/?token=abc',
    });
    expect(createTransport).not.toHaveBeenCalled();
    expect(info.mock.calls[0]![0]).toContain('https://travel.example/en/reset-password/?token=abc');
  });

  it('without SMTP_URL, in production: not sent, and the log line has neither the address nor the link', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = await mailer({ MAIL_FROM: 'x@example.com' }, 'production');
    await send({
      to: 'emma@example.com',
      subject: 'Choose a new password',
      text: 'https://travel.example/en/reset-password/?token=abc',
    });
    expect(createTransport).not.toHaveBeenCalled();
    const line = String(error.mock.calls[0]![0]);
    expect(line).toContain('mail_not_configured');
    expect(line).not.toContain('emma@example.com');
    expect(line).not.toContain('token=abc');
  });
});
