import type { ReactNode } from 'react';
import type { ContactDetails as Details } from '@/lib/content/contact';
import type { Dictionary } from '@/lib/i18n/dictionaries';

/** A phone number as people write it, as the address a `tel:` link calls: a leading `+` and the digits. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/**
 * The agency's contact details from the CMS (content type `contactDetails`):
 * the phone as a link that calls it, the e-mail as one that writes to it, the
 * opening hours and the address. Rendered on the server: no JavaScript.
 */
export function ContactDetails({ details, texts }: { details: Details; texts: Dictionary['contact'] }) {
  // At least 44 px tall: a finger's target on a phone.
  const link =
    'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm"
    >
      <h2 id="contact-details-heading" className="text-xl font-bold text-neutral-900">
        {texts.detailsHeading}
      </h2>
      {details.intro ? <p className="text-neutral-700">{details.intro}</p> : null}
      <dl className="flex flex-col gap-4">
        <Detail term={texts.phoneLabel} className="text-lg">
          <a href={telHref(details.phone)} className={link}>
            {details.phone}
          </a>
        </Detail>
        <Detail term={texts.emailLabel} className="text-lg break-all">
          <a href={`mailto:${details.email}`} className={link}>
            {details.email}
          </a>
        </Detail>
        {details.openingHours.length > 0 ? (
          <Detail term={texts.hoursLabel}>
            <ul className="text-neutral-900">
              {details.openingHours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Detail>
        ) : null}
        {details.address.length > 0 ? (
          <Detail term={texts.addressLabel}>
            <address className="text-neutral-900 not-italic">
              {details.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Detail>
        ) : null}
      </dl>
    </section>
  );
}

/** One of the details: its name, then what it is. */
function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-neutral-600">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
