import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { ConsentBanner } from './ConsentBanner.client';

/** The cookie banner as a first visit sees it (no choice stored), at the bottom of the screen over a page. */
function ConsentBannerStory({ locale = 'en' }: { locale?: Locale }) {
  return (
    <div lang={locale} className="min-h-screen bg-neutral-100 p-4">
      <p className="max-w-prose text-neutral-700">{dictionaries[locale].site.seoDescription}</p>
      <ConsentBanner labels={dictionaries[locale].consent} />
    </div>
  );
}

const meta = {
  title: 'Consent banner',
  component: ConsentBannerStory,
  parameters: { layout: 'fullscreen' },
  // Every story starts without a stored choice, whatever a story before it chose.
  beforeEach: () => {
    document.cookie = 'consent=; Max-Age=0; Path=/';
    delete window.dataLayer;
  },
} satisfies Meta<typeof ConsentBannerStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstLayer: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    const reject = within(banner).getByRole('button', { name: 'Reject all' });
    const accept = within(banner).getByRole('button', { name: 'Accept all' });
    // Equally prominent: the same style and size.
    await expect(reject.className).toBe(accept.className);
    await expect(reject.getBoundingClientRect().height).toBe(accept.getBoundingClientRect().height);
    await expect(within(banner).getByRole('button', { name: 'Choose' })).toBeVisible();
  },
};

export const Italian: Story = { args: { locale: 'it' } };

export const Portuguese: Story = { args: { locale: 'pt' } };

/** The second layer: analytics and marketing, unchecked, and Save. */
export const Choose: Story = {
  args: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Elegir' }));
    const analytics = within(banner).getByRole('checkbox', { name: /Análisis/ });
    await expect(analytics).toHaveFocus();
    await expect(analytics).not.toBeChecked();
    await expect(within(banner).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await expect(within(banner).getByRole('button', { name: 'Guardar la elección' })).toBeVisible();
  },
};

/** Reject all: the banner goes, the cookie keeps the choice, Consent Mode's update denies everything. */
export const Rejected: Story = {
  args: {},
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));
    await expect(banner).not.toBeVisible();
    await expect(document.cookie).toContain('consent=v1:analytics=0:marketing=0');
    const last = Array.from((window.dataLayer ?? []).at(-1) as ArrayLike<unknown>);
    await expect(last).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
  },
};
