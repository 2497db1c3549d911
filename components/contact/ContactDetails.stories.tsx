import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { contactDetails } from '@/seed/data/contact';
import type { ContactDetails as Details } from '@/lib/content/contact';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { ContactDetails } from './ContactDetails';

/** The seed's entry in a language, as lib/content/contact.ts shapes it. */
function seeded(locale: Locale): Details {
  return {
    intro: contactDetails.intro[locale],
    phone: contactDetails.phone[locale],
    email: contactDetails.email[locale],
    openingHours: [...contactDetails.openingHours[locale]],
    address: contactDetails.address[locale].split('\n'),
  };
}

function ContactDetailsStory({ locale = 'en', details = seeded(locale) }: { locale?: Locale; details?: Details }) {
  return (
    <div className="max-w-md p-4">
      <ContactDetails details={details} texts={dictionaries[locale].contact} />
    </div>
  );
}

const meta = {
  title: 'Contact details',
  component: ContactDetailsStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactDetailsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seeded: Story = {
  args: {},
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+44 20 7946 0321' })).toHaveAttribute('href', 'tel:+442079460321');
    await expect(canvas.getByRole('link', { name: 'hello@venturatravel.example' })).toHaveAttribute(
      'href',
      'mailto:hello@venturatravel.example',
    );
  },
};

export const Italian: Story = { args: { locale: 'it' } };

/** Only what the CMS requires: a phone, an e-mail and one line of opening hours. */
export const Minimal: Story = {
  args: {
    details: {
      intro: null,
      phone: '020 7946 0321',
      email: 'hello@venturatravel.example',
      openingHours: ['Monday to Friday, 9:00–19:00'],
      address: [],
    },
  },
};
