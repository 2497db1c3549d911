import type { z } from 'zod';
import type { Translate } from '@/lib/i18n/translate';

/** Why a module is not rendered: one structured warning in production, a visible note in preview. */
export type ModuleProblem = {
  kind: string;
  id: string;
  /** The page path the module sits on. */
  path: string;
  reason: 'unknown' | 'layout' | 'invalid';
  message: string;
  /** For `invalid`: each field issue, already in the editor's words. */
  details: string[];
};

/**
 * An issue's path in the editor's words: the CMS field names, not the query's
 * (`linksCollection › items › 0 › typeSites` reads `links › 1 › typeSites`):
 * a `Collection` suffix goes, the `items` wrappers go, positions count from 1.
 */
function fieldName(path: readonly PropertyKey[]): string {
  const named = path.map((segment) =>
    typeof segment === 'number' ? String(segment + 1) : String(segment).replace(/(?<=.)Collection$/, ''),
  );
  const fields = named.filter((segment) => segment !== 'items');
  // A grouped section's own list (`items`) is all there is to name when the list itself is wrong.
  return (fields.length > 0 ? fields : named).join(' › ') || '—';
}

/**
 * Whether an issue means the editor left the field empty: GraphQL sends null
 * for an empty field, and a text or a list can be there but empty. Registry
 * entries parse with `reportInput`, so each issue carries the value it is
 * about. A parse without it loses that value: then every wrong type reads as
 * empty, which for GraphQL data (typed by the schema) it almost always is.
 */
function isEmpty(issue: z.core.$ZodIssue): boolean {
  const reportedEmpty = 'input' in issue && (issue.input === null || issue.input === undefined);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === null || issue.input === undefined;
    // A choice left unset (an enum), or a schema's own rule about a field it needs in this case (a button text needs its link).
    case 'invalid_value':
    case 'custom':
      return reportedEmpty;
    case 'too_small':
      // A text a few characters short is not empty (`min(1)` is how the schemas say "required").
      if (issue.origin === 'string') return issue.input === '' || Number(issue.minimum) <= 1;
      return issue.origin === 'array' && Number(issue.minimum) <= 1;
    default:
      return false;
  }
}

/** Zod issues turned into sentences an editor understands ("The field "url" is empty."). */
export function describeIssues(issues: readonly z.core.$ZodIssue[], t: Translate): string[] {
  return issues.map((issue) => {
    const field = fieldName(issue.path);
    if (isEmpty(issue)) return t('preview.module.missing', { field });
    if (issue.code === 'too_big' && issue.origin === 'array')
      return t('preview.module.tooMany', { field, max: Number(issue.maximum) });
    return t('preview.module.fieldInvalid', { field });
  });
}

/** Logs a problem once, as one JSON line, for reporting (production renders nothing in its place). */
export function reportModuleProblem(problem: ModuleProblem): void {
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'module_not_rendered',
      kind: problem.kind,
      id: problem.id,
      path: problem.path,
      message: [problem.message, ...problem.details].join(' '),
    }),
  );
}
