import { Fragment, type ReactNode } from 'react';
import type { ModuleContext } from '@/registry/define';
import type { ModuleKind, registry } from '@/registry';
import { describeIssues, reportModuleProblem, type ModuleProblem } from './diagnostics';
import { ModuleBoundary } from './ModuleBoundary.client';
import { ModuleDiagnostic } from '@/components/module-diagnostic/ModuleDiagnostic';
import styles from './RenderModules.module.css';

/** A module as the CMS query returns it: its GraphQL type name, its entry id, its fields. */
export type RawModule = { __typename: string; sys?: { id: string } | null } & Record<string, unknown>;

export type Rendering = ModuleContext & { path: string };

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
export function renderEntry(
  entry: (typeof registry)[ModuleKind],
  raw: RawModule,
  id: string,
  rendering: Rendering,
): ReactNode {
  const { path: _path, ...context } = rendering;
  const prepared = entry.prepare(raw, context);
  if (!prepared.ok) {
    return moduleProblem(
      {
        kind: entry.kind,
        id,
        reason: 'invalid',
        message: rendering.t('preview.module.invalid'),
        details: describeIssues(prepared.issues, rendering.t),
      },
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

/**
 * Modules of one kind through that kind's entry alone (the package page's itinerary: journey days), each parsed,
 * wrapped and diagnosed as RenderModules does. Not through the whole registry: a page's scripts are those of the
 * client components its server code imports, and the registry imports every module's (the carousel, the tabs,
 * the search box), which a page of journey days would download and never run.
 */
export function RenderModulesOf<Kind extends ModuleKind>({
  modules,
  entry,
  typename,
  context,
  path,
}: {
  modules: readonly RawModule[];
  entry: (typeof registry)[Kind];
  /** The GraphQL type name of the kind's entries (`JourneyDay`): any other is an unknown module. */
  typename: string;
  context: ModuleContext;
  path: string;
}) {
  const rendering: Rendering = { ...context, path };
  return (
    <>
      {modules.map((raw, index) => {
        const id = raw.sys?.id ?? '?';
        return (
          <Fragment key={raw.sys?.id ?? index}>
            {raw.__typename === typename
              ? renderEntry(entry, raw, id, rendering)
              : moduleProblem(
                  {
                    kind: raw.__typename,
                    id,
                    reason: 'unknown',
                    message: rendering.t('preview.module.unknown'),
                    details: [],
                  },
                  rendering,
                )}
          </Fragment>
        );
      })}
    </>
  );
}
