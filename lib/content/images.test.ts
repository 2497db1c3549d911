import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { defaultTransformConcurrency } = await import('./images');

describe('defaultTransformConcurrency', () => {
  it('leaves one core to pages, and runs one transform even on one core', () => {
    expect(defaultTransformConcurrency(1)).toBe(1);
    expect(defaultTransformConcurrency(2)).toBe(1);
    expect(defaultTransformConcurrency(8)).toBe(7);
  });
});
