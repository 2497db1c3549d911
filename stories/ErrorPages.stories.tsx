import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { ClientErrorPage } from '@/components/error/ClientErrorPage.client';
import { errorContent } from '@/components/error/error-content';
import { ErrorView } from '@/components/error/ErrorView';
import { CONTENT_UNAVAILABLE_DIGEST } from '@/lib/content/errors';
import { I18nProvider } from '@/lib/i18n/client';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { createTranslator } from '@/lib/i18n/translate';

type ErrorPageProps = {
  /** 404: app/[locale]/404/page.tsx; 503: app/[locale]/503/page.tsx (maintenance); 500: app/[locale]/error.tsx. */
  status: 404 | 500 | 503;
  locale: Locale;
  /** The path a visitor asked for (404 only). */
  path?: string;
  /** The digest of the error behind a 500 (`CONTENT_UNAVAILABLE` reads as the 503 texts). */
  digest?: string;
};

/** The body of an error page, built the way its route builds it, with the real dictionaries. */
function ErrorPage({ status, locale, path, digest }: ErrorPageProps) {
  if (status === 500) {
    // error.tsx: a client component that reads its strings from the I18nProvider of the root layout.
    const error = Object.assign(new Error('A render failed'), { digest });
    return (
      <I18nProvider locale={locale} messages={dictionaries[locale]}>
        <ClientErrorPage error={error} />
      </I18nProvider>
    );
  }
  const t = createTranslator(locale, dictionaries[locale]);
  return (
    <main id="main">
      <ErrorView content={errorContent(status, locale, t, path)} />
    </main>
  );
}

const meta = {
  title: 'Pages/Error pages',
  component: ErrorPage,
  args: { status: 404, locale: 'en' },
  argTypes: {
    status: { control: 'inline-radio', options: [404, 500, 503] },
    locale: { control: 'inline-radio', options: ['en', 'it', 'pt', 'es'] },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown path: title, subtitle, the asked-for path and the way home. */
export const NotFound: Story = { args: { status: 404, locale: 'en', path: '/en/holidays/atlantis/' } };

export const NotFoundItalian: Story = { args: { status: 404, locale: 'it', path: '/it/vacanze/atlantide/' } };

/** An unhandled error: the status, its message and 'Back to home'. */
export const ServerError: Story = { args: { status: 500, locale: 'en' } };

export const ServerErrorItalian: Story = { args: { status: 500, locale: 'it' } };

/** Maintenance mode: the technical-issues texts and no way home. */
export const Unavailable: Story = { args: { status: 503, locale: 'en' } };

export const UnavailableItalian: Story = { args: { status: 503, locale: 'it' } };

/** The content service unreachable during a render: the error page shows the 503 texts. */
export const ContentOutage: Story = { args: { status: 500, locale: 'en', digest: CONTENT_UNAVAILABLE_DIGEST } };
