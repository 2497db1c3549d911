import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formTexts } from '@/lib/i18n/form-texts';
import type { SubmitOutcome } from '@/components/forms/submit';
import type { Locale } from '@/lib/i18n/locales';
import { ContactForm } from './ContactForm.client';

/** The contact form with a send that answers `outcome` (or never, for the sending state). */
function ContactFormStory({ locale = 'en', outcome }: { locale?: Locale; outcome: SubmitOutcome | 'never' }) {
  const submit = () => (outcome === 'never' ? new Promise<SubmitOutcome>(() => undefined) : Promise.resolve(outcome));
  return (
    <div className="max-w-2xl p-4">
      <ContactForm locale={locale} texts={formTexts(locale, 'contact')} submit={submit} />
    </div>
  );
}

const meta = {
  title: 'Contact form',
  component: ContactFormStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactFormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types what a visitor would, without sending. */
async function fill(canvasElement: HTMLElement, locale: Locale = 'en') {
  const canvas = within(canvasElement);
  const c = formTexts(locale, 'contact').contact;
  await userEvent.type(canvas.getByLabelText(c.name), 'Ada Lovelace');
  await userEvent.type(canvas.getByLabelText(c.email), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(c.subject), 'Honeymoon in Japan');
  await userEvent.type(
    canvas.getByLabelText(c.message),
    'We would like to travel in April, for two weeks, and see the cherry blossom.',
  );
  await userEvent.click(canvas.getByLabelText(c.consent));
  return { canvas, c, texts: formTexts(locale, 'contact') };
}

/** Fills the form and sends it. */
async function send(canvasElement: HTMLElement, locale: Locale = 'en') {
  const filled = await fill(canvasElement, locale);
  await userEvent.click(filled.canvas.getByRole('button', { name: filled.c.submit }));
  return filled;
}

export const Empty: Story = { args: { outcome: 'never' } };

export const Filled: Story = {
  args: { outcome: 'never' },
  play: async ({ canvasElement }) => {
    const { canvas, c } = await fill(canvasElement);
    await expect(
      canvas.getByText(c.characters.replace('{{count}}', '76').replace('{{max}}', '2000')),
    ).toBeInTheDocument();
  },
};

/** Sent with a message too short and no consent: 'Form incomplete.' and the messages under the fields. */
export const Invalid: Story = {
  args: { outcome: 'never' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = formTexts('en', 'contact');
    await userEvent.type(canvas.getByLabelText(texts.contact.email), 'ada@');
    await userEvent.type(canvas.getByLabelText(texts.contact.message), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: texts.contact.submit }));
    // The schema loads with the first check (or when the browser is idle): wait for its answer.
    await expect(await canvas.findByText(texts.forms.incomplete, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getAllByText(texts.contact.messageLength).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(texts.forms.consent).length).toBeGreaterThan(0);
    // The name and the subject left empty: SPEC section 5's 'This field is required'.
    await expect(canvas.getAllByText(texts.forms.required).length).toBeGreaterThan(0);
  },
};

export const Sending: Story = {
  args: { outcome: 'never' },
  play: async ({ canvasElement }) => {
    const { canvas, texts } = await send(canvasElement);
    await expect(await canvas.findByRole('button', { name: texts.forms.sending }, { timeout: 10_000 })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { outcome: { kind: 'sent' } },
  play: async ({ canvasElement }) => {
    const { canvas, c } = await send(canvasElement);
    const thanks = await canvas.findByRole('status', {}, { timeout: 10_000 });
    await expect(thanks).toHaveTextContent(c.sent);
    await expect(thanks).toHaveFocus();
  },
};

/** The store or the network failed: an alert, and every value still there. */
export const Unavailable: Story = {
  args: { outcome: { kind: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const { canvas, c, texts } = await send(canvasElement);
    await expect(await canvas.findByText(texts.forms.unavailable, {}, { timeout: 10_000 })).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(canvas.getByLabelText(c.name)).toHaveValue('Ada Lovelace');
    await expect(canvas.getByLabelText(c.consent)).toBeChecked();
  },
};

export const RateLimited: Story = {
  args: { outcome: { kind: 'rateLimited', retryAfterSeconds: 600 } },
  play: async ({ canvasElement }) => {
    const { canvas } = await send(canvasElement);
    await expect(await canvas.findByText(/10 minutes/, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** The Italian page, the server refusing the e-mail: its message under the field. */
export const InvalidOnServerItalian: Story = {
  args: { locale: 'it', outcome: { kind: 'invalid', issues: [{ path: 'email', message: 'forms.email' }] } },
  play: async ({ canvasElement }) => {
    const { canvas, texts } = await send(canvasElement, 'it');
    await expect(await canvas.findByText(texts.forms.email, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
