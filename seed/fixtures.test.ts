import { describe, expect, it } from 'vitest';
import { generateFixtures, staleFixtures } from './fixtures';

describe('the fixtures taken from the seed', () => {
  it('are the committed seed.generated.json files, byte for byte', async () => {
    const stale = staleFixtures(await generateFixtures());
    if (stale.length > 0) {
      expect.fail(`${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} stale: run \`npx tsx seed/fixtures.ts\` and commit the result.`);
    }
  }, 60_000);
});
