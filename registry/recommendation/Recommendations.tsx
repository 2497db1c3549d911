import { HeadedList } from '@/components/headed-section/HeadedSection';
import type { ModuleProps } from '@/registry/define';
import type { recommendationSchema } from './schema';

/** A special journey's tips for travellers: a titled list, each tip with its explanation. */
export function Recommendations({ data, context: { t } }: ModuleProps<typeof recommendationSchema>) {
  return (
    <HeadedList heading={t('modules.recommendation.heading')} listClassName="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-2">
      {data.items.map((tip) => (
        <li key={tip.sys.id} className="border-l-4 border-brand pl-4">
          <h3 className="text-lg font-semibold">{tip.title}</h3>
          {tip.description ? <p className="mt-1 whitespace-pre-line text-neutral-700">{tip.description}</p> : null}
        </li>
      ))}
    </HeadedList>
  );
}
