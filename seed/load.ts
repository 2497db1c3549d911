import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SpaceExport } from '@travel/cms/graphql';
import { EXPORT_FILE } from './constants';

/**
 * The committed seed export. Read from the repository root (the working
 * directory of the site, the tests and the scripts), so it works bundled or not.
 */
export function readSeedExport(root: string = process.cwd()): SpaceExport {
  return JSON.parse(readFileSync(join(root, EXPORT_FILE), 'utf8')) as SpaceExport;
}
