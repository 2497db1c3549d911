import { Honeypot } from '@/components/forms/Honeypot';
import { MESSAGE_MAX } from '@/schemas/contact-limits';
import { ENQUIRY_ENDPOINT, ENQUIRY_FLEXIBILITY } from '@/schemas/enquiry-limits';
import { MAX_ADULTS } from '@/schemas/travellers';
import { buttonClass, fieldClass, inputClass, labelClass, type EnquiryFormProps } from './enquiry-props';

/**
 * The enquiry as a plain HTML form: what the package page renders, and all a visitor without JavaScript
 * needs (it posts `application/x-www-form-urlencoded` to the route, which answers 303 to the thank-you page
 * or back here with a notice). With JavaScript the form kit's takes its place at the first touch
 * (EnquiryLoader.client.tsx), with what was typed.
 */
export function PlainEnquiryForm({ locale, texts, packageId, packageSlug, packageName, months }: EnquiryFormProps) {
  const e = texts.enquiry;
  const id = (name: string) => `enquiry-${name}`;
  return (
    <form method="post" action={ENQUIRY_ENDPOINT} aria-label={e.heading} className="relative flex flex-col gap-4">
      <input type="hidden" name="packageId" value={packageId} />
      <input type="hidden" name="packageSlug" value={packageSlug} />
      <input type="hidden" name="locale" value={locale} />
      <p className="text-sm text-neutral-900">
        <span className="font-semibold">{e.package}: </span>
        {packageName}
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-bold text-neutral-900">{e.when}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={fieldClass}>
            <label htmlFor={id('month')} className={labelClass}>
              {e.month}
            </label>
            <select id={id('month')} name="month" defaultValue="" className={inputClass}>
              <option value="">{e.monthNone}</option>
              {months.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.label}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldClass}>
            <label htmlFor={id('flexibility')} className={labelClass}>
              {e.flexibility}
            </label>
            <select id={id('flexibility')} name="flexibility" defaultValue="exact" className={inputClass}>
              {ENQUIRY_FLEXIBILITY.map((option) => (
                <option key={option} value={option}>
                  {e.flexibilityOptions[option]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-sm text-neutral-700">{e.orDates}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={fieldClass}>
            <label htmlFor={id('from')} className={labelClass}>
              {e.from}
            </label>
            <input id={id('from')} name="from" type="date" className={inputClass} />
          </div>
          <div className={fieldClass}>
            <label htmlFor={id('to')} className={labelClass}>
              {e.to}
            </label>
            <input id={id('to')} name="to" type="date" className={inputClass} />
          </div>
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-bold text-neutral-900">{e.travellers}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className={fieldClass}>
            <label htmlFor={id('adults')} className={labelClass}>
              {e.adults}
            </label>
            <input
              id={id('adults')}
              name="adults"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ADULTS}
              step={1}
              defaultValue="2"
              required
              className={inputClass}
            />
          </div>
          <div className={fieldClass}>
            <label htmlFor={id('childAges')} className={labelClass}>
              {e.childAges}
            </label>
            <input
              id={id('childAges')}
              name="childAges"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
            />
          </div>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className={fieldClass}>
          <label htmlFor={id('name')} className={labelClass}>
            {e.name}
          </label>
          <input
            id={id('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div className={fieldClass}>
          <label htmlFor={id('email')} className={labelClass}>
            {e.email}
          </label>
          <input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            className={inputClass}
          />
        </div>
      </div>
      <div className={fieldClass}>
        <label htmlFor={id('phone')} className={labelClass}>
          {e.phone}
        </label>
        <input
          id={id('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          className={inputClass}
        />
      </div>
      <div className={fieldClass}>
        <label htmlFor={id('message')} className={labelClass}>
          {e.message}
        </label>
        <textarea
          id={id('message')}
          name="message"
          rows={6}
          required
          minLength={10}
          maxLength={MESSAGE_MAX}
          className={`${inputClass} py-2`}
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id={id('consent')}
          name="consent"
          type="checkbox"
          required
          className="mt-0.5 size-6 shrink-0 accent-brand"
        />
        <label htmlFor={id('consent')} className="text-sm text-neutral-900">
          {e.consent}
        </label>
      </div>
      <Honeypot />
      <div className="flex items-center gap-4">
        <button type="submit" className={`${buttonClass} bg-brand text-white hover:bg-brand-dark`}>
          {e.submit}
        </button>
      </div>
    </form>
  );
}
