import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formTexts } from '@/lib/i18n/form-texts';
import { accountLinks } from '@/lib/accounts/links';
import type { Locale } from '@/lib/i18n/locales';
import { AccountForms, type AccountAnswer, type AccountMode } from './AccountForms.client';
import { SignInDialog } from './SignInDialog.client';

/** The account forms with an API that answers `answer` (or never, for the waiting state). */
function AccountStory({
  locale = 'en',
  mode = 'signIn',
  answer,
  dialog = false,
  token,
}: {
  locale?: Locale;
  mode?: AccountMode;
  answer: AccountAnswer | 'never';
  dialog?: boolean;
  token?: string;
}) {
  const texts = formTexts(locale, 'account');
  const post = () => (answer === 'never' ? new Promise<AccountAnswer>(() => undefined) : Promise.resolve(answer));
  const props = { locale, texts, mode, links: accountLinks(locale), post, token, onSignedIn: () => undefined };
  return (
    <div className="max-w-md p-4">
      {dialog ? (
        <SignInDialog {...props} titleId="sign-in-title" onClose={() => undefined} />
      ) : (
        <AccountForms {...props} />
      )}
    </div>
  );
}

const meta = {
  title: 'Accounts/Sign-in and registration',
  component: AccountStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccountStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const en = formTexts('en', 'account');

async function signIn(canvasElement: HTMLElement, password = 'not the password') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(en.account.email), 'emma@example.com');
  await userEvent.type(canvas.getByLabelText(en.account.password), password);
  await userEvent.click(canvas.getByRole('button', { name: en.account.signIn }));
  return canvas;
}

export const SignIn: Story = { args: { answer: 'never' } };

/** The dialog the header and the catalogue form open (its frame: title and close button). */
export const Dialog: Story = { args: { answer: 'never', dialog: true } };

/** In the dialog, the e-mail typed in one form is in the next: forgot password, then register. */
export const DialogKeepsTheEmail: Story = {
  args: { answer: 'never', dialog: true },
  // Ends as Register does, with an e-mail: the interaction is what is tested.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(en.account.email), 'emma@example.com');
    await userEvent.click(canvas.getByRole('link', { name: en.account.forgot }));
    await expect(await canvas.findByRole('button', { name: en.account.resetSend })).toBeInTheDocument();
    await expect(canvas.getByLabelText(en.account.email)).toHaveValue('emma@example.com');
    // The link that switched went with its form: the next form's first field has the focus.
    await expect(canvas.getByLabelText(en.account.email)).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: en.account.register }));
    await expect(await canvas.findByLabelText(en.account.confirm)).toBeInTheDocument();
    await expect(canvas.getByLabelText(en.account.email)).toHaveValue('emma@example.com');
  },
};

/** Sent empty: 'Form incomplete.' and each field's message. */
export const SignInInvalid: Story = {
  args: { answer: 'never' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: en.account.signIn }));
    await expect(await canvas.findByText(en.forms.incomplete, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getAllByText(en.forms.required).length).toBeGreaterThan(0);
  },
};

export const Sending: Story = {
  args: { answer: 'never' },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText(en.forms.sending, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: en.account.signIn })).toBeDisabled();
  },
};

/** A wrong password (or an unknown e-mail: the same words); the password is cleared, the e-mail kept. */
export const WrongPassword: Story = {
  args: { answer: { status: 401, error: 'invalid_credentials' } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText(en.account.invalidCredentials, {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByLabelText(en.account.password)).toHaveValue('');
    await expect(canvas.getByLabelText(en.account.email)).toHaveValue('emma@example.com');
  },
};

/** The same wrong password twice: the alert's words are a new text each time, so a screen reader says them again. */
export const WrongPasswordTwice: Story = {
  args: { answer: { status: 401, error: 'invalid_credentials' } },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    const first = await canvas.findByText(en.account.invalidCredentials, {}, { timeout: 10_000 });
    await userEvent.type(canvas.getByLabelText(en.account.password), 'not the password');
    await userEvent.click(canvas.getByRole('button', { name: en.account.signIn }));
    await waitFor(() => expect(canvas.getByText(en.account.invalidCredentials)).not.toBe(first));
    await expect(canvas.getByText(en.account.invalidCredentials).closest('[role="alert"]')).not.toBeNull();
  },
};

export const RateLimited: Story = {
  args: { answer: { status: 429, error: 'rate_limited', retryAfter: 120 } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(
      await canvas.findByText('Too many tries. Please try again in 2 minutes.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const StoreUnavailable: Story = {
  args: { answer: { status: 503, error: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText(en.forms.unavailable, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const Register: Story = { args: { answer: 'never', mode: 'register' } };

/** Too short a password, and a confirmation that differs ('{Field} does not match.'). */
export const RegisterInvalid: Story = {
  args: { answer: 'never', mode: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(en.account.email), 'emma@example.com');
    await userEvent.type(canvas.getByLabelText(en.account.password), 'short');
    await userEvent.type(canvas.getByLabelText(en.account.confirm), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: en.account.register }));
    await expect(await canvas.findAllByText(en.account.passwordLength, {}, { timeout: 10_000 })).not.toHaveLength(0);
  },
};

export const RegisterExists: Story = {
  args: { answer: { status: 409, error: 'exists' }, mode: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(en.account.email), 'emma@example.com');
    await userEvent.type(canvas.getByLabelText(en.account.password), 'a long passphrase');
    await userEvent.type(canvas.getByLabelText(en.account.confirm), 'a long passphrase');
    await userEvent.click(canvas.getByRole('button', { name: en.account.register }));
    await expect(await canvas.findByText(en.account.exists, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const ResetRequest: Story = { args: { answer: 'never', mode: 'reset' } };

export const ResetSent: Story = {
  args: { answer: { status: 202 }, mode: 'reset' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(en.account.email), 'emma@example.com');
    await userEvent.click(canvas.getByRole('button', { name: en.account.resetSend }));
    await expect(await canvas.findByText(en.account.resetSent, {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** The reset link's page: the new password, twice. */
export const NewPassword: Story = { args: { answer: 'never', mode: 'reset', token: 'A'.repeat(43) } };

export const Italian: Story = { args: { answer: 'never', locale: 'it', dialog: true } };
