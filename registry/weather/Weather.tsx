import { HeadedList } from '@/components/headed-section/HeadedSection';
import type { Locale } from '@/lib/i18n/locales';
import type { ModuleContext, ModuleProps } from '@/registry/define';
import { WeatherIcon } from './icons';
import type { WeatherItem, weatherSchema } from './schema';

const bareNumber = /^[-−]?\d+(?:[.,]\d+)?$/;

/** The temperature as the editor wrote it ("12–18 °C"); a bare number ("15") gets the degrees in the page's language. */
export function formatTemperature(temperature: string, locale: Locale): string {
  const value = temperature.trim();
  if (!bareNumber.test(value)) return temperature;
  const degrees = Number(value.replace('−', '-').replace(',', '.'));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 }).format(degrees);
}

function Season({ season, locale, t }: { season: WeatherItem; locale: Locale; t: ModuleContext['t'] }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-5">
      <div className="flex items-center gap-3">
        <WeatherIcon name={season.icon} className="size-10 shrink-0 text-brand" />
        <h3 className="text-lg font-semibold">{season.title}</h3>
      </div>
      {season.months || season.temperature ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {season.months ? (
            <>
              <dt className="font-semibold text-neutral-600">{t('modules.weather.months')}</dt>
              <dd>{season.months}</dd>
            </>
          ) : null}
          {season.temperature ? (
            <>
              <dt className="font-semibold text-neutral-600">{t('modules.weather.temperature')}</dt>
              <dd>{formatTemperature(season.temperature, locale)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {season.description ? <p className="whitespace-pre-line text-neutral-700">{season.description}</p> : null}
      {season.specialNote ? (
        <p className="mt-auto rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium whitespace-pre-line text-amber-900">
          {season.specialNote}
        </p>
      ) : null}
    </li>
  );
}

/** A special journey's weather through the year: one card per season. */
export function Weather({ data, context: { locale, t } }: ModuleProps<typeof weatherSchema>) {
  return (
    <HeadedList heading={t('modules.weather.heading')} listClassName="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {data.items.map((season) => (
        <Season key={season.sys.id} season={season} locale={locale} t={t} />
      ))}
    </HeadedList>
  );
}
