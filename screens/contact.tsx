import { formTexts } from '@/lib/i18n/form-texts';
import type { ScreenContent } from '@/screens/frame/screen-route';
import { loadContactDetails } from '@/lib/content/contact';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { ContactDetails } from '@/components/contact/ContactDetails';
import { ContactForm } from '@/components/contact/ContactForm.client';

/**
 * The contact screen's content: the agency's details from the CMS beside the
 * contact form. The page is static (cached like every screen, purged when the
 * details are published); sending the form is a private API call.
 */
export const contactContent: ScreenContent = async ({ locale }) => {
  const details = await loadContactDetails(locale);
  const texts = formTexts(locale, 'contact');
  return (
    <div className="mx-auto grid max-w-7xl items-start gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {details ? <ContactDetails details={details} texts={dictionaries[locale].contact} /> : null}
      <section aria-labelledby="contact-form-heading" className="flex flex-col gap-4">
        <h2 id="contact-form-heading" className="text-xl font-bold text-neutral-900">
          {texts.contact.formHeading}
        </h2>
        <ContactForm locale={locale} texts={texts} />
      </section>
    </div>
  );
};
