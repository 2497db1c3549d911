import { Fragment, type ReactNode } from 'react';
import type { PageLayout } from '@/lib/content/model';
import type { ModuleContext } from '@/registry/define';
import { isModuleKind, kindOfTypename, registry, type ModuleKind } from '@/registry';
import { describeIssues, reportModuleProblem, type ModuleProblem } from './diagnostics';
import { ModuleBoundary } from './ModuleBoundary.client';
import { ModuleDiagnostic } from '@/components/module-diagnostic/ModuleDiagnostic';
import styles from './RenderModules.module.css';

/** A module as the CMS query returns it: its GraphQL type name, its entry id, its fields. */
export type RawModule = { __typename: string; sys?: { id: string } | null } & Record<string, unknown>;

type Rendering = ModuleContext & { path: string };

/**
 * A module (or page section) that cannot be shown: one warning and nothing for
 * visitors; the reason, in the editor's words, in preview.
 */
export function moduleProblem(problem: Omit<ModuleProblem, 'path'>, { preview, path, t }: Rendering): ReactNode {
  if (!preview) {
    reportModuleProblem({ ...problem, path });
    return null;
  }
  return (
    <ModuleDiagnostic
      title={t('preview.module.title', { kind: problem.kind, id: problem.id })}
      message={problem.message}
      details={problem.details}
      hint={t('preview.module.hint')}
    />
  );
}

/** Each module's wrapper; below the page's first screen it is `offscreen` (RenderModules.module.css). */
function renderEntry(entry: (typeof registry)[ModuleKind], raw: RawModule, id: string, rendering: Rendering): ReactNode {
  const { path: _path, ...context } = rendering;
  const prepared = entry.prepare(raw, context);
  if (!prepared.ok) {
    return moduleProblem(
      { kind: entry.kind, id, reason: 'invalid', message: rendering.t('preview.module.invalid'), details: describeIssues(prepared.issues, rendering.t) },
      rendering,
    );
  }
  const crashed = rendering.preview ? (
    <ModuleDiagnostic
      title={rendering.t('preview.module.title', { kind: entry.kind, id })}
      message={rendering.t('preview.module.crashed')}
      hint={rendering.t('preview.module.hint')}
    />
  ) : null;
  return (
    <div data-module={entry.kind} data-entry-id={id} className={entry.opensPage ? undefined : styles.offscreen}>
      <ModuleBoundary kind={entry.kind} id={id} fallback={crashed}>
        {prepared.element}
      </ModuleBoundary>
    </div>
  );
}

function renderModule(raw: RawModule, layout: PageLayout, rendering: Rendering): ReactNode {
  const kind = kindOfTypename(raw.__typename);
  const id = raw.sys?.id ?? '?';
  if (!isModuleKind(kind)) {
    return moduleProblem({ kind, id, reason: 'unknown', message: rendering.t('preview.module.unknown'), details: [] }, rendering);
  }
  const entry = registry[kind];
  if (!entry.layouts.includes(layout)) {
    return moduleProblem({ kind, id, reason: 'layout', message: rendering.t('preview.module.layout', { layout }), details: [] }, rendering);
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
