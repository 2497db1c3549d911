import { IntentLink } from '@/components/content-link/IntentLink.client';
import type { Crumb } from '@/lib/structured-data/breadcrumbs';

/**
 * The visible trail above a page's heading (destination and package pages): each step a link, the page
 * itself last as `aria-current="page"`. The same steps as the page's `BreadcrumbList`.
 */
export function Breadcrumb({ label, crumbs, current }: { label: string; crumbs: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-neutral-600">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1">
            <IntentLink
              href={crumb.href}
              className="inline-flex min-h-6 items-center underline-offset-4 hover:text-brand hover:underline"
            >
              {crumb.name}
            </IntentLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-semibold text-neutral-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
