import type { ActionButtonType } from '@/lib/content/model';
import { ContentLink } from '@/components/content-link/ContentLink';
import { HeadedSection } from '@/components/headed-section/HeadedSection';
import { href } from '@/lib/routes/href';
import type { ModuleProps } from '@/registry/define';
import type { actionButtonsSchema } from './schema';

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900';
const base = `inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold ${focus}`;

const style: Record<ActionButtonType, string> = {
  primary: `${base} bg-brand text-white hover:bg-brand-dark`,
  secondary: `${base} bg-neutral-800 text-white hover:bg-neutral-900`,
  outline: `${base} border-2 border-brand text-brand hover:bg-brand hover:text-white`,
  text: `inline-flex min-h-11 items-center px-2 font-semibold text-brand underline-offset-4 hover:underline ${focus}`,
};

/**
 * A title and a row of buttons (call us, write to us, request a catalogue,
 * search). They are links: a page, a phone number, the search box on this
 * page, or the catalogue request.
 */
export function ActionButtons({ data, context: { locale, t } }: ModuleProps<typeof actionButtonsSchema>) {
  return (
    <HeadedSection heading={data.title} headingId={`${data.id}-heading`} landmark className="mx-auto w-full max-w-7xl px-4 text-center">
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {data.buttons.map((button) => (
          <li key={button.id}>
            <ContentLink href={button.href ?? href(locale, 'catalogues')} newTab={button.external} t={t} action="main" className={style[button.type]}>
              {button.text}
            </ContentLink>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
