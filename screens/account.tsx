import { formTexts } from '@/lib/i18n/form-texts';
import type { ScreenContent } from '@/screens/frame/screen-route';
import { accountLinks } from '@/lib/accounts/links';
import { AccountForms, type AccountMode } from '@/components/account/AccountForms.client';

/**
 * An account page (sign-in, registration, reset): the same forms as the
 * dialog, for visitors without JavaScript and for links (a reset e-mail's).
 * The page is static and cached like every screen: the query (`?next=`,
 * `?token=`) and the server's notice (`#invalid_credentials`) are read in the
 * browser, and without scripts the notice shows through CSS (`:target`) and
 * the API takes `next` from the page's address (the Referer).
 */
export function accountScreen(mode: AccountMode): ScreenContent {
  return async function AccountScreen({ locale }) {
    return (
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="max-w-md">
          <AccountForms
            locale={locale}
            texts={formTexts(locale, 'account')}
            mode={mode}
            links={accountLinks(locale)}
            fromAddress
          />
        </div>
      </div>
    );
  };
}
