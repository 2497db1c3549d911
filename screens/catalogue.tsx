import { ContentImage } from '@/components/content-image/ContentImage';
import { formTexts } from '@/lib/i18n/form-texts';
import type { ScreenContent } from '@/screens/frame/screen-route';
import { accountLinks } from '@/lib/accounts/links';
import { loadCatalogues } from '@/lib/content/catalogues';
import { getTranslator } from '@/lib/i18n/server';
import { CatalogueRequest } from '@/components/catalogue/CatalogueRequest.client';

/**
 * The catalogue request page: the CMS's printed catalogues with their covers
 * and the request form (SPEC sections 3, 4 and 8). The page is static, cached
 * like every screen and purged when a catalogue changes; whether the visitor
 * is signed in is known in the browser.
 */
export const catalogueContent: ScreenContent = async ({ locale }) => {
  const t = getTranslator(locale);
  const catalogues = await loadCatalogues(locale);
  return (
    <div className="mx-auto max-w-7xl px-4 pb-16">
      {catalogues.length === 0 ? (
        <p className="text-neutral-700">{t('catalogue.none')}</p>
      ) : (
        <CatalogueRequest
          locale={locale}
          texts={formTexts(locale, 'catalogue')}
          signInLabel={t('account.signIn')}
          links={accountLinks(locale)}
          catalogues={catalogues.map((catalogue) => ({
            id: catalogue.id,
            title: catalogue.title,
            description: catalogue.description,
            cover: catalogue.cover ? (
              <ContentImage
                photo={catalogue.cover}
                width={120}
                height={168}
                alt=""
                className="h-42 w-30 rounded-md object-cover shadow"
              />
            ) : null,
          }))}
        />
      )}
    </div>
  );
};
