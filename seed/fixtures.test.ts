import { describe, expect, it } from 'vitest';
import { generateFixtures, staleFixtures, staleMessage } from './fixtures';

describe('the fixtures taken from the seed', () => {
  it('are the committed seed.generated.json files, byte for byte', async () => {
    const stale = staleFixtures(await generateFixtures());
    if (stale.length > 0) expect.fail(staleMessage(stale));
  }, 60_000);
});
