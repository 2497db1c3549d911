import { formTexts } from '@/components/forms/messages';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';

/** The booking lookup's texts in one language: the form kit's (with `booking`) and the booking view's templates. */
export function bookingTexts(locale: Locale, t: Translate) {
  const keep = { n: '{{n}}' };
  return {
    /** BCP 47 tag for dates and durations (en-GB, it-IT, ...). */
    intlLocale: localeInfo[locale].iso.replace('-UK', '-GB'),
    form: formTexts(locale, 'booking'),
    adults: { one: t('search.adultsOne', keep), other: t('search.adultsOther', keep) },
    children: { one: t('search.childrenOne', keep), other: t('search.childrenOther', keep) },
    nights: { one: t('booking.nightsOne', keep), other: t('booking.nightsOther', keep) },
  };
}

export type BookingTexts = ReturnType<typeof bookingTexts>;
