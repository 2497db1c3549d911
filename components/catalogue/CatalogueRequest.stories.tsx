import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formTexts } from '@/lib/i18n/form-texts';
import type { SubmitOutcome } from '@/components/forms/submit';
import { accountLinks } from '@/lib/accounts/links';
import { SIGNED_IN_COOKIE } from '@/lib/accounts/session-events';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { CatalogueRequest, DRAFT_KEY, type CatalogueChoice } from './CatalogueRequest.client';

const cover = (hue: number) => (
  <span
    aria-hidden="true"
    className="block h-42 w-30 rounded-md shadow"
    style={{ background: `hsl(${hue} 60% 45%)` }}
  />
);

const catalogues: CatalogueChoice[] = [
  {
    id: 'catalogue-europe-2026',
    title: 'Europe 2026',
    description: 'City breaks, island hopping and tours in 25 European countries.',
    cover: cover(210),
  },
  {
    id: 'catalogue-long-haul-2026',
    title: 'Long-haul 2026',
    description: 'Asia, Africa and the Americas: tours, safaris and beach stays.',
    cover: cover(30),
  },
  {
    id: 'catalogue-cruises-2026',
    title: 'Cruises 2026',
    description: 'Ocean and river cruises, from the fjords to the Nile.',
    cover: cover(190),
  },
];

/** The catalogue request signed in or out (the `signed_in` cookie), with a send that answers `outcome` (or never). */
function CatalogueStory({
  locale = 'en',
  outcome,
}: {
  locale?: Locale;
  signedIn: boolean;
  outcome: SubmitOutcome | 'never';
}) {
  const submit = () => (outcome === 'never' ? new Promise<SubmitOutcome>(() => undefined) : Promise.resolve(outcome));
  return (
    <div className="max-w-4xl p-4">
      <CatalogueRequest
        locale={locale}
        texts={formTexts(locale, 'catalogue')}
        catalogues={catalogues}
        signInLabel={dictionaries[locale].account.signIn}
        links={accountLinks(locale)}
        submit={submit}
      />
    </div>
  );
}

const meta = {
  title: 'Accounts/Catalogue request',
  component: CatalogueStory,
  parameters: { layout: 'fullscreen' },
  // Signed in or out is the `signed_in` cookie the form reads; no draft of another story.
  beforeEach: ({ args }) => {
    document.cookie = `${SIGNED_IN_COOKIE}=${args.signedIn ? '1' : ''}; Path=/; Max-Age=${args.signedIn ? 3600 : 0}`;
    sessionStorage.removeItem(DRAFT_KEY);
  },
} satisfies Meta<typeof CatalogueStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const c = formTexts('en', 'catalogue');

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: /Europe 2026/ }));
  const fields: [string, string][] = [
    [c.catalogue.companyName, 'Clarke & Co'],
    [c.catalogue.email, 'office@clarke.example'],
    [c.catalogue.phone, '+44 20 7946 0000'],
    [c.catalogue.address, '1 High Street'],
    [c.catalogue.zipCode, 'SW1A 1AA'],
    [c.catalogue.city, 'London'],
    [c.catalogue.state, 'Greater London'],
    [c.catalogue.country, 'United Kingdom'],
  ];
  for (const [label, value] of fields) await userEvent.type(canvas.getByLabelText(label), value);
  return canvas;
}

/** Signed out: 'You must be logged in to request our printed catalogs.' with the sign-in button. */
export const SignedOut: Story = {
  args: { signedIn: false, outcome: 'never' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(c.catalogue.loginRequired)).toBeInTheDocument();
  },
};

export const SignedIn: Story = { args: { signedIn: true, outcome: 'never' } };

export const Filled: Story = {
  args: { signedIn: true, outcome: 'never' },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

/** Sent empty: 'Form incomplete.', 'Choose at least one catalogue.' and each field's message. */
export const Invalid: Story = {
  args: { signedIn: true, outcome: 'never' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: c.catalogue.submit }));
    await expect(await canvas.findByText(c.forms.incomplete, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getAllByText(c.catalogue.chooseOne).length).toBeGreaterThan(0);
    // Every field left empty: SPEC section 5's 'This field is required'.
    await expect(canvas.getAllByText(c.forms.required).length).toBeGreaterThan(0);
  },
};

export const Sending: Story = {
  args: { signedIn: true, outcome: 'never' },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: c.catalogue.submit }));
    await expect(await canvas.findByText(c.forms.sending, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const Sent: Story = {
  args: { signedIn: true, outcome: { kind: 'sent' } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: c.catalogue.submit }));
    await expect(await canvas.findByRole('heading', { name: c.catalogue.success }, { timeout: 10_000 })).toHaveFocus();
  },
};

/** "Request another": the form again, empty, its first field taking the focus from the button that went. */
export const RequestAnother: Story = {
  args: { signedIn: true, outcome: { kind: 'sent' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: c.catalogue.submit }));
    await userEvent.click(await canvas.findByRole('button', { name: c.catalogue.another }, { timeout: 10_000 }));
    await expect(canvas.getByRole('checkbox', { name: /Europe 2026/ })).toHaveFocus();
  },
};

/** The store is away: the message, and every value still in the form. */
export const Unavailable: Story = {
  args: { signedIn: true, outcome: { kind: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: c.catalogue.submit }));
    await expect(await canvas.findByText(c.forms.unavailable, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByLabelText(c.catalogue.companyName)).toHaveValue('Clarke & Co');
    await expect(canvas.getByRole('checkbox', { name: /Europe 2026/ })).toBeChecked();
  },
};

export const Italian: Story = { args: { signedIn: false, outcome: 'never', locale: 'it' } };
