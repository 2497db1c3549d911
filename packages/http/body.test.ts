import { describe, expect, it } from 'vitest';
import { readBodyText } from './body';

const post = (body: BodyInit | null) => new Request('http://localhost/', { method: 'POST', body });

describe('readBodyText', () => {
  it('reads a body up to the limit as UTF-8 text', async () => {
    expect(await readBodyText(post('{"query":"é"}'), 15)).toBe('{"query":"é"}');
  });

  it('gives null as soon as the body grows past the limit', async () => {
    expect(await readBodyText(post('x'.repeat(17)), 16)).toBeNull();
  });

  it('reads a request without a body as empty text', async () => {
    expect(await readBodyText(new Request('http://localhost/'), 16)).toBe('');
  });
});
