import { formTexts } from '@/lib/i18n/form-texts';
import type { Locale } from '@/lib/i18n/locales';
import { countForms } from '@/lib/i18n/template';
import type { Translate } from '@/lib/i18n/translate';

/** The booking lookup's texts in one language: the form kit's (with `booking`) and the booking view's templates. */
export function bookingTexts(locale: Locale, t: Translate) {
  return {
    form: formTexts(locale, 'booking'),
    adults: countForms(t, 'search.adultsOne', 'search.adultsOther'),
    children: countForms(t, 'search.childrenOne', 'search.childrenOther'),
    nights: countForms(t, 'booking.nightsOne', 'booking.nightsOther'),
  };
}

export type BookingTexts = ReturnType<typeof bookingTexts>;
