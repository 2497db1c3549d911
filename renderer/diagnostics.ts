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

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join(' › ') || '—';
}

/** Zod issues turned into sentences an editor understands ("The field "url" is empty."). */
export function describeIssues(issues: readonly z.core.$ZodIssue[], t: Translate): string[] {
  return issues.map((issue) => {
    const field = fieldName(issue.path);
    if (issue.code === 'invalid_type' && issue.input === undefined) return t('preview.module.missing', { field });
    if (issue.code === 'too_small' && issue.origin === 'string') return t('preview.module.missing', { field });
    if (issue.code === 'too_big' && issue.origin === 'array') return t('preview.module.tooMany', { field, max: Number(issue.maximum) });
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
