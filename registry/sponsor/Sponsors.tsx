import { ContentImage } from '@/components/content-image/ContentImage';
import { ContentLink } from '@/components/content-link/ContentLink';
import { HeadedList } from '@/components/headed-section/HeadedSection';
import type { ModuleProps } from '@/registry/define';
import type { SponsorItem, sponsorSchema } from './schema';

function SponsorLogo({ sponsor }: { sponsor: SponsorItem }) {
  return (
    <ContentImage
      photo={sponsor.logo}
      alt={sponsor.name}
      width={80}
      height={80}

      className="size-20 object-contain"
    />
  );
}

/** A landing's sponsors: a strip of logos, each leading to the sponsor's website in a new tab. */
export function Sponsors({ data, context: { t } }: ModuleProps<typeof sponsorSchema>) {
  return (
    <HeadedList
      heading={t('modules.sponsor.heading')}
      headingClassName="text-center text-2xl font-bold"
      listClassName="mt-6 flex flex-wrap items-center justify-center gap-6"
    >
      {data.items.map((sponsor) => (
        <li key={sponsor.sys.id}>
          {sponsor.url ? (
            <ContentLink
              href={sponsor.url}
              newTab
              t={t}
              className="block rounded-lg p-2 transition-opacity hover:opacity-80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <SponsorLogo sponsor={sponsor} />
            </ContentLink>
          ) : (
            <div className="p-2">
              <SponsorLogo sponsor={sponsor} />
            </div>
          )}
        </li>
      ))}
    </HeadedList>
  );
}
