import { ContentLink } from '@/components/content-link/ContentLink';
import type { Translate } from '@/lib/i18n/translate';

/**
 * A banner's button (hero banners and banner cards), when it has a text and
 * a link. The link keeps the banner's text colour, so its focus outline
 * (currentColor) contrasts with the banner; the label is white on brand red.
 */
export function BannerButton({
  banner,
  t,
  action,
  className,
}: {
  banner: { link: string | null; cta: string | null; external: boolean };
  t: Translate;
  action?: 'main';
  className?: string;
}) {
  if (!banner.link || !banner.cta) return null;
  return (
    <ContentLink href={banner.link} newTab={banner.external} t={t} action={action} className={className}>
      <span className="text-white">{banner.cta}</span>
    </ContentLink>
  );
}
