import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SubmitOutcome } from '@/components/forms/submit';
import { formTexts } from '@/lib/i18n/form-texts';
import type { Locale } from '@/lib/i18n/locales';
import { EnquiryForm } from './EnquiryForm.client';
import { EnquirySection } from './EnquirySection';
import { monthOptions } from './months';

/** Fixed months, so the pictures do not change with the calendar. */
const OFFERED = ['2027-03', '2027-04', '2027-05', '2027-06', '2027-09', '2027-10'];

const props = (locale: Locale) => ({
  locale,
  texts: formTexts(locale, 'enquiry'),
  packageId: 'package-amalfi-coast-classic',
  packageSlug: 'amalfi-coast-classic',
  packageName: 'Amalfi Coast Classic',
  months: monthOptions(locale, OFFERED, ['March', 'May', 'September']),
});

/** The package page's section as it first shows (the plain form), or the form kit's with a send that answers `outcome`. */
function PackageEnquiryStory({
  locale = 'en',
  outcome,
  kit = false,
}: {
  locale?: Locale;
  outcome: SubmitOutcome | 'never';
  kit?: boolean;
}) {
  const submit = () => (outcome === 'never' ? new Promise<SubmitOutcome>(() => undefined) : Promise.resolve(outcome));
  return (
    <div className="max-w-2xl p-4">
      {kit ? <EnquiryForm {...props(locale)} submit={submit} /> : <EnquirySection {...props(locale)} />}
    </div>
  );
}

const meta = {
  title: 'Package enquiry',
  component: PackageEnquiryStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PackageEnquiryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the kit's form (a month, a child of 6) and sends it. */
async function send(canvasElement: HTMLElement, locale: Locale = 'en') {
  const canvas = within(canvasElement);
  const e = formTexts(locale, 'enquiry').enquiry;
  await userEvent.selectOptions(canvas.getByLabelText(e.month), '2027-05');
  await userEvent.click(canvas.getByRole('button', { name: e.addChild }));
  await userEvent.selectOptions(canvas.getByLabelText(e.childAge.replace('{{number}}', '1')), '6');
  await userEvent.type(canvas.getByLabelText(e.name), 'Emma Clarke');
  await userEvent.type(canvas.getByLabelText(e.email), 'emma@example.com');
  await userEvent.type(canvas.getByLabelText(e.message), 'We would like to see the coast in May, with our daughter.');
  await userEvent.click(canvas.getByLabelText(e.consent));
  await userEvent.click(canvas.getByRole('button', { name: e.submit }));
  return { canvas, e };
}

/** What the package page renders: the plain form, which posts without JavaScript. */
export const Plain: Story = { args: { outcome: 'never' } };

export const PlainItalian: Story = { args: { outcome: 'never', locale: 'it' } };

/** The form kit's form, as it is after the first touch. */
export const Kit: Story = { args: { outcome: 'never', kit: true } };

/** Sent empty: 'Form incomplete.' and the messages under the fields. */
export const Invalid: Story = {
  args: { outcome: 'never', kit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = formTexts('en', 'enquiry');
    await userEvent.click(canvas.getByRole('button', { name: texts.enquiry.submit }));
    await expect(await canvas.findByText(texts.forms.incomplete)).toBeInTheDocument();
  },
};

/** Stored: the thanks with the reference. */
export const Sent: Story = {
  args: { outcome: { kind: 'sent', reference: 'ENQ-48213907' }, kit: true },
  play: async ({ canvasElement }) => {
    const { canvas, e } = await send(canvasElement);
    await expect(await canvas.findByText(e.reference.replace('{{reference}}', 'ENQ-48213907'))).toBeInTheDocument();
  },
};

/** The store is down: the alert, and every value kept. */
export const Unavailable: Story = {
  args: { outcome: { kind: 'unavailable' }, kit: true },
  play: async ({ canvasElement }) => {
    const { canvas, e } = await send(canvasElement);
    await expect(await canvas.findByText(e.unavailable)).toBeInTheDocument();
    await expect(canvas.getByLabelText(e.name)).toHaveValue('Emma Clarke');
  },
};
