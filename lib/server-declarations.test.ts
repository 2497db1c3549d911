import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's `.mjs` modules are type-checked from their JSDoc (tsconfig.server.json, `npm run typecheck`); the
 * site's TypeScript reads their `.d.mts` files. A declaration file written by hand drifts: one lacked two of its
 * module's exports. Each `.d.mts` must declare exactly the values its module exports (types it may add: the module
 * has none), read from both sources by TypeScript's parser.
 */
const ROOT = join(__dirname, '..');

function mjsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mjsFiles(path);
    return entry.name.endsWith('.mjs') && !entry.name.endsWith('.d.mts') ? [path] : [];
  });
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

/** The names of the values a module exports (`default` for its default export); type-only exports left out. */
export function valueExports(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.d.mts') ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.add('default');
    else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.add(element.name.text);
    } else if (hasExport(statement)) {
      if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
      if (isDefault(statement)) names.add('default');
      else if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) names.add(declaration.name.getText(source));
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
        names.add(statement.name.text);
    }
  }
  return [...names].sort();
}

const modules = mjsFiles(join(ROOT, 'lib')).filter((path) => existsSync(path.replace(/\.mjs$/, '.d.mts')));

describe('the server modules’ declaration files', () => {
  it('are there for the modules the site imports', () => {
    expect(modules.length).toBeGreaterThanOrEqual(12);
  });

  it.each(modules.map((path) => [relative(ROOT, path), path]))(
    '%s: its .d.mts declares exactly its exports',
    (_name, path) => {
      expect(valueExports(path.replace(/\.mjs$/, '.d.mts'))).toEqual(valueExports(path));
    },
  );
});
