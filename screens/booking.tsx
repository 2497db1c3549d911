import type { ScreenContent } from '@/screens/frame/screen-route';
import { getTranslator } from '@/lib/i18n/server';
import { BookingLookup } from '@/components/booking/BookingLookup.client';
import { bookingTexts } from '@/components/booking/texts';

/** The booking lookup screen's content: the page is static (cached like every screen); the lookup itself is a private API call. */
export const bookingLookupContent: ScreenContent = async ({ locale }) => (
  <div className="mx-auto max-w-7xl px-4 pb-16">
    <BookingLookup locale={locale} texts={bookingTexts(locale, getTranslator(locale))} />
  </div>
);
