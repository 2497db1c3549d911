import { describe, expect, it } from 'vitest';
import { isResultsPath } from './results';

describe('results paths', () => {
  it.each(['/en/results/packages/', '/it/risultati/pacchetti/italia/', '/es/resultados/paquetes/'])(
    '%s is a results screen',
    (path) => {
      expect(isResultsPath(path)).toBe(true);
    },
  );
  it.each(['/en/', '/en/results/', '/it/results/packages/', '/en/help/', '/xx/results/packages/'])(
    '%s is not',
    (path) => {
      expect(isResultsPath(path)).toBe(false);
    },
  );
});
