import { Fragment, type ReactNode } from 'react';
import type { PageLayout } from '@/lib/content/model';
import type { ModuleContext } from '@/registry/define';
import { isModuleKind, kindOfTypename, registry } from '@/registry';
import { moduleProblem, renderEntry, type RawModule, type Rendering } from './render-entry';

export { moduleProblem, type RawModule } from './render-entry';

function renderModule(raw: RawModule, layout: PageLayout, rendering: Rendering): ReactNode {
  const kind = kindOfTypename(raw.__typename);
  const id = raw.sys?.id ?? '?';
  if (!isModuleKind(kind)) {
    return moduleProblem(
      { kind, id, reason: 'unknown', message: rendering.t('preview.module.unknown'), details: [] },
      rendering,
    );
  }
  const entry = registry[kind];
  if (!entry.layouts.includes(layout)) {
    return moduleProblem(
      { kind, id, reason: 'layout', message: rendering.t('preview.module.layout', { layout }), details: [] },
      rendering,
    );
  }
  return renderEntry(entry, raw, id, rendering);
}

/**
 * A page's modules through the registry (DESIGN section 6): each parsed once,
 * here on the server; unknown kinds, invalid payloads and kinds the layout
 * does not allow render nothing and log one warning in production, and a
 * visible note for editors in preview; each module has its own error boundary.
 */
export function RenderModules({
  modules,
  layout,
  context,
  path,
}: {
  modules: readonly RawModule[];
  layout: PageLayout;
  context: ModuleContext;
  path: string;
}) {
  const rendering: Rendering = { ...context, path };
  return (
    <>
      {modules.map((raw, index) => (
        <Fragment key={raw.sys?.id ?? index}>{renderModule(raw, layout, rendering)}</Fragment>
      ))}
    </>
  );
}
