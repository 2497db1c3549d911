import type { ActionButtonType } from '@/lib/content/model';
import { ContentLink } from '@/components/content-link/ContentLink';
import { HeadedSection } from '@/components/headed-section/HeadedSection';
import { href } from '@/lib/routes/href';
import type { ModuleProps } from '@/registry/define';
import type { actionButtonsSchema } from './schema';
import styles from './ActionButtons.module.css';

const style: Record<ActionButtonType, string> = {
  primary: `${styles.pill} ${styles.primary} ${styles.focus}`,
  secondary: `${styles.pill} ${styles.secondary} ${styles.focus}`,
  outline: `${styles.pill} ${styles.outline} ${styles.focus}`,
  text: `${styles.text} ${styles.focus}`,
};

/**
 * A title and a row of buttons (call us, write to us, request a catalogue,
 * search). They are links: a page, a phone number, the search box on this
 * page, or the catalogue request.
 */
export function ActionButtons({ data, context: { locale, t } }: ModuleProps<typeof actionButtonsSchema>) {
  return (
    <HeadedSection
      heading={data.title}
      headingId={`${data.id}-heading`}
      landmark
      className="mx-auto w-full max-w-7xl px-4 text-center"
    >
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-3">
        {data.buttons.map((button) => (
          <li key={button.id}>
            <ContentLink
              href={button.href ?? href(locale, 'catalogues')}
              newTab={button.external}
              t={t}
              action="main"
              className={style[button.type]}
            >
              {button.text}
            </ContentLink>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
