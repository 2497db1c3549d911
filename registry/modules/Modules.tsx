import type { ReactNode } from 'react';
import { ContentImage } from '@/components/content-image/ContentImage';
import { OptionalLink } from '@/components/content-link/OptionalLink';
import { Markdown } from '@/components/markdown/Markdown';
import { ProductCard } from '@/components/product-card/ProductCard';
import { ScrollRow } from '@/components/scroll-row/ScrollRow.client';
import type { ModuleContext, ModuleProps } from '@/registry/define';
import { ModuleDiagnostic } from '@/components/module-diagnostic/ModuleDiagnostic';
import { DropdownIcon } from './icons';
import type { DropdownItem, ModulesData, modulesSchema, Slide, Tab } from './schema';
import { Tabs } from './Tabs.client';

function SlideCard({ slide, context: { t } }: { slide: Slide; context: ModuleContext }) {
  return (
    <article className="relative h-full overflow-hidden rounded-xl bg-white text-neutral-900 shadow-sm ring-1 ring-neutral-200">
      {/* The caption below names the picture. */}
      <ContentImage
        photo={slide.photo}
        alt=""
        width={850}
        height={650}
        sizes="(min-width: 1024px) 40vw, (min-width: 640px) 55vw, 80vw"
        className="aspect-[17/13] h-auto w-full object-cover"
      />
      <div className="p-4">
        <h3 className="text-lg font-semibold">
          {/* The whole card is the link's target area (its ::after covers the card). */}
          <OptionalLink
            href={slide.link}
            newTab={slide.external}
            t={t}
            className="after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-4 focus-visible:after:outline-brand"
          >
            {slide.title}
          </OptionalLink>
        </h3>
        {slide.description ? <p className="mt-1 text-sm text-neutral-700">{slide.description}</p> : null}
      </div>
    </article>
  );
}

/** Left and right sliders: two scroll-snap rows, side by side on large screens. */
function Sliders({ data, context }: { data: ModulesData; context: ModuleContext }) {
  const rows = [data.leftSliders, data.rightSliders].filter((slides) => slides.length > 0);
  const width = rows.length > 1 ? 'w-[80%] sm:w-[55%] lg:w-[80%]' : 'w-[80%] sm:w-[55%] lg:w-[38%]';
  return (
    <div className={`mt-8 grid gap-10 ${rows.length > 1 ? 'lg:grid-cols-2' : ''}`}>
      {rows.map((slides, index) => (
        <ScrollRow
          key={index}
          label={context.t('modules.modules.gallery', { name: data.name, n: index + 1 })}
          previousLabel={context.t('modules.modules.previous')}
          nextLabel={context.t('modules.modules.next')}
        >
          {slides.map((slide) => (
            <li key={slide.sys.id} className={`shrink-0 snap-start ${width}`}>
              <SlideCard slide={slide} context={context} />
            </li>
          ))}
        </ScrollRow>
      ))}
    </div>
  );
}

/** The dropdown list: an accordion of native disclosures (keyboard and screen readers for free, no JavaScript). */
function Dropdown({ items, dark, t }: { items: readonly DropdownItem[]; dark: boolean; t: ModuleContext['t'] }) {
  return (
    <div className="mt-8 divide-y divide-current/20 border-y border-current/20">
      {items.map((item) => (
        <details key={item.sys.id} className="group">
          <summary className="flex cursor-pointer list-none items-center gap-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current [&::-webkit-details-marker]:hidden">
            {item.icon ? (
              <DropdownIcon name={item.icon} className={`size-6 shrink-0 ${dark ? 'text-red-300' : 'text-brand'}`} />
            ) : null}
            <h3 className="flex-1 text-base font-semibold md:text-lg">{item.title}</h3>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            >
              <path
                d="M5 8l5 5 5-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </summary>
          {item.description ? (
            <Markdown
              source={item.description}
              className={`pb-5 ${item.icon ? 'pl-10' : ''} ${dark ? 'text-neutral-300' : 'text-neutral-700'}`}
              t={t}
            />
          ) : null}
        </details>
      ))}
    </div>
  );
}

/** A tab's package cards (exported for the tab panels loaded in the browser: screens/page/tab-panel.tsx). */
export function ProductGrid({ tab, context }: { tab: Tab; context: ModuleContext }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {tab.products.map((product, index) => (
        <li key={`${index}-${product.id}`}>
          <ProductCard product={product} context={context} />
        </li>
      ))}
    </ul>
  );
}

/** The tabs a tabs module shows: those its market sells something from. */
export function sellingTabs(data: ModulesData): Tab[] {
  return data.tabs.filter((tab) => tab.products.length > 0);
}

/**
 * Tabs of packages; a tab its market sells nothing from is left out. Null when no tab is left. Only the first
 * tab's cards travel with the page where the page can render a tab on request (`context.tabPanel`): the others
 * are asked for when opened (they were a sixth of the home page's HTML, in its payload, never seen by
 * most visitors).
 */
function packageTabs(data: ModulesData, context: ModuleContext): ReactNode {
  const tabs = sellingTabs(data);
  const [first] = tabs;
  if (!first) return null;
  if (data.hideTabsMenu) {
    return (
      <div className="mt-8">
        <ProductGrid tab={first} context={context} />
      </div>
    );
  }
  const { t, tabPanel } = context;
  const grid = (tab: Tab) => <ProductGrid key={tab.sys.id} tab={tab} context={context} />;
  return (
    <div className="mt-8">
      <Tabs
        label={data.name}
        tabs={tabs.map((tab) => ({ id: tab.sys.id, name: tab.name }))}
        panels={tabPanel ? [grid(first)] : tabs.map(grid)}
        load={
          tabPanel
            ? {
                panel: tabPanel.bind(null, data.sys.id),
                loading: t('modules.modules.tabLoading'),
                failed: t('modules.modules.tabFailed'),
                retry: t('modules.modules.tabRetry'),
              }
            : undefined
        }
      />
    </div>
  );
}

function content(data: ModulesData, context: ModuleContext): ReactNode {
  switch (data.layout) {
    case 'sliders':
      return <Sliders data={data} context={context} />;
    case 'dropdown':
      return <Dropdown items={data.dropdownList} dark={data.dark} t={context.t} />;
    case 'tabs':
      return packageTabs(data, context);
  }
}

/**
 * A page section with a heading and, by its layout, two sliders, a dropdown
 * list (FAQs) or tabs of package cards; `dark` turns it light-on-dark. A
 * section withdrawn with "Hide from the site" (unPublish) renders nothing
 * for visitors, and so does a tabs section its market sells nothing from; in
 * preview the editor gets a note saying why.
 */
export function Modules({ data, context }: ModuleProps<typeof modulesSchema>) {
  const { t, preview } = context;
  const note = (title: string, message: string) =>
    preview ? <ModuleDiagnostic title={title} message={message} hint={t('preview.module.hint')} /> : null;

  if (data.unPublish) return note(t('modules.modules.hiddenTitle', { name: data.name }), t('modules.modules.hidden'));
  const body = content(data, context);
  if (body === null)
    return note(t('modules.modules.nothingForSaleTitle', { name: data.name }), t('modules.modules.nothingForSale'));

  return (
    <section className={`py-12 ${data.dark ? 'bg-neutral-900 text-white' : 'bg-white text-neutral-900'}`}>
      <div className="mx-auto max-w-7xl px-4">
        <h2 className="text-2xl font-bold md:text-3xl">{data.name}</h2>
        {data.description ? (
          <Markdown
            source={data.description}
            className={`mt-3 max-w-3xl ${data.dark ? 'text-neutral-300' : 'text-neutral-700'}`}
            t={t}
          />
        ) : null}
        {body}
      </div>
    </section>
  );
}
