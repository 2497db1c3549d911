import { useId } from 'react';
import { ContentImage } from '@/components/content-image/ContentImage';
import { ContentLink } from '@/components/content-link/ContentLink';
import type { Translate } from '@/lib/i18n/translate';
import { sectionHref } from '@/lib/routes/sections';
import type { ModuleProps } from '@/registry/define';
import styles from './LinksModule.module.css';
import type { LinksModuleLink, linksModuleSchema } from './schema';

/**
 * One link of the list. Its address is always its section's, narrowed by its
 * slug (`sectionHref`), external or not: the slug field only takes lower-case
 * words and hyphens (the model's slug pattern), so it can never hold another
 * website's address, and the seed has no external links to suggest otherwise.
 * `external` therefore only decides how the link opens: in a new tab, marked
 * with an arrow.
 */
function SectionLink({ link, href, t }: { link: LinksModuleLink; href: string; t: Translate }) {
  return (
    <ContentLink href={href} newTab={link.external} t={t} className={styles.pill}>
      {link.name}
      {link.external ? <span aria-hidden="true">↗</span> : null}
    </ContentLink>
  );
}

/** Links into the site's sections (e.g. popular searches) under a heading, with the partners' logos below. */
export function LinksModule({ data, context: { locale, t } }: ModuleProps<typeof linksModuleSchema>) {
  const headingId = useId();
  const partnersId = useId();
  return (
    <section className="mx-auto max-w-7xl px-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {data.name}
      </h2>
      <nav aria-labelledby={headingId} className="mt-4">
        <ul className="flex flex-wrap gap-3">
          {data.links.map((link, index) => (
            // The same link may be added twice: the position keeps keys unique.
            <li key={`${link.id}:${index}`}>
              <SectionLink link={link} href={sectionHref(locale, link.section, link.slug)} t={t} />
            </li>
          ))}
        </ul>
      </nav>
      {data.partners.length > 0 ? (
        <div className="mt-8">
          <p id={partnersId} className="text-sm font-semibold text-neutral-700">
            {t('modules.linksModule.partners')}
          </p>
          <ul aria-labelledby={partnersId} className="mt-3 flex flex-wrap items-center gap-6">
            {data.partners.map((logo, index) => (
              <li key={`${logo.url}:${index}`}>
                <ContentImage photo={logo} width={80} height={80} className="size-20 object-contain" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
