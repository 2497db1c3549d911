import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer order of eslint.config.mjs, tried on files that break it: each
 * import below names a real module, so the linter resolves it as it does in
 * `npm run lint`, and the rule must refuse it. The files are linted as text
 * under the path given; nothing is written.
 */

const eslint = new ESLint();

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('layers', () => {
  it.each([
    [
      'lib/layer-probe.ts',
      "import { Modal } from '@/components/modal/Modal.client';\nexport const probe = Modal;\n",
      'lib/ sits below',
    ],
    [
      'schemas/layer-probe.ts',
      "import { locales } from '@/lib/i18n/locales';\nexport const probe = locales;\n",
      'schemas/ sits below',
    ],
    [
      'components/layer-probe/Probe.tsx',
      "import { RenderModules } from '@/renderer/RenderModules';\nexport const probe = RenderModules;\n",
      'components/ sits below',
    ],
    [
      'registry/layer-probe.ts',
      "import { PageBody } from '@/screens/page/PageBody';\nexport const probe = PageBody;\n",
      'registry/ sits below',
    ],
    [
      'components/layer-probe/Probe.tsx',
      "import { limits } from '@travel/cms/model/limits';\nexport const probe = limits;\n",
      'The CMS is read through lib/content',
    ],
    [
      'lib/search/layer-probe.ts',
      "import { limits } from '@travel/cms/model/limits';\nexport const probe = limits;\n",
      'The CMS is read through lib/content',
    ],
  ])(
    'refuse %s importing upwards, the CMS from outside lib/content, or the site from a package',
    async (filePath, code, message) => {
      const errors = await layerErrors(filePath, code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(message);
    },
  );

  it.each([
    [
      'screens/layer-probe.tsx',
      "import { RenderModules } from '@/renderer/RenderModules';\nexport const probe = RenderModules;\n",
    ],
    [
      'lib/content/layer-probe.ts',
      "import { limits } from '@travel/cms/model/limits';\nexport const probe = limits;\n",
    ],
    [
      'components/layer-probe/Probe.tsx',
      "import { limits } from '@/lib/content/model';\nexport const probe = limits;\n",
    ],
  ])('let %s import downwards', async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
