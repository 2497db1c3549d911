import type { BookingView } from '@/lib/db/bookings';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { counted, fill } from '@/lib/i18n/template';
import type { BookingTexts } from './texts';

/**
 * A found booking as the agency shows it: the trip, its dates, who travels,
 * what is included, its status, what to bring and how to change it. Only
 * the lead traveller's first name of the booking's people.
 */
export function BookingDetails({
  booking,
  locale,
  texts,
  headingRef,
}: {
  booking: BookingView;
  locale: Locale;
  texts: BookingTexts;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const b = texts.form.booking!;
  const day = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const dates = day.formatRange(new Date(`${booking.startDate}T00:00:00Z`), new Date(`${booking.endDate}T00:00:00Z`));
  const rows: [string, React.ReactNode][] = [
    [b.package, booking.packageName],
    [b.destination, booking.destination],
    [b.dates, `${dates} (${counted(locale, booking.nights, texts.nights)})`],
    [
      b.travellers,
      [counted(locale, booking.adults, texts.adults), counted(locale, booking.children, texts.children)].join(', '),
    ],
    [
      b.statusTitle,
      <span
        key="status"
        data-status={booking.status}
        className="inline-flex rounded-full bg-neutral-100 px-3 py-0.5 text-sm font-semibold text-neutral-900 data-[status=cancelled]:bg-red-50 data-[status=cancelled]:text-red-800 data-[status=confirmed]:bg-green-50 data-[status=confirmed]:text-green-800"
      >
        {b.status[booking.status]}
      </span>,
    ],
  ];
  return (
    <article
      aria-labelledby="booking-title"
      className="flex flex-col gap-6 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm"
    >
      <header className="flex flex-col gap-1">
        <h2
          id="booking-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-neutral-900 focus:outline-none"
        >
          {fill(b.foundTitle, { reference: booking.reference })}
        </h2>
        <p className="text-neutral-700">{fill(b.greeting, { name: booking.leadFirstName })}</p>
      </header>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-neutral-900">{label}</dt>
            <dd className="text-neutral-800">{value}</dd>
          </div>
        ))}
      </dl>
      <Part id="booking-services" title={b.servicesTitle}>
        <ul className="flex flex-wrap gap-2">
          {booking.services.map((service) => (
            <li key={service} className="rounded-full border border-neutral-300 px-3 py-1 text-sm text-neutral-800">
              {b.services[service]}
            </li>
          ))}
        </ul>
      </Part>
      <Part id="booking-bring" title={b.bringTitle}>
        <ul className="list-disc pl-5 text-neutral-800">
          {booking.bring.map((item) => (
            <li key={item}>{b.bring[item]}</li>
          ))}
        </ul>
      </Part>
      <Part id="booking-changes" title={b.changesTitle}>
        <p className="text-neutral-800">
          {fill(b.changes, { phone: b.contactPhone, email: b.contactEmail, reference: booking.reference })}
        </p>
      </Part>
    </article>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-bold text-neutral-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
