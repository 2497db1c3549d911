'use client';

import { SheetHeader } from '@/components/modal/SheetHeader';
import { AccountForms, type AccountFormsProps } from './AccountForms.client';

/**
 * The sign-in dialog's content (opened through the modal system by
 * useSignInDialog): a title, a close button and the account forms, which
 * switch between sign-in, registration and the reset in place.
 */
export function SignInDialog({
  titleId,
  onClose,
  ...forms
}: Omit<AccountFormsProps, 'inDialog' | 'headingId'> & { titleId: string; onClose: () => void }) {
  return (
    <div className="flex max-h-[90dvh] w-[min(28rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
      <SheetHeader
        titleId={titleId}
        title={forms.texts.account.signIn}
        closeLabel={forms.texts.account.close}
        onClose={onClose}
      />
      <p className="text-sm text-neutral-700">{forms.texts.account.intro}</p>
      <AccountForms {...forms} inDialog headingId={titleId} />
    </div>
  );
}
