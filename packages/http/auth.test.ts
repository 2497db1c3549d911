import { describe, expect, it } from 'vitest';
import { bearerToken } from './auth';

describe('bearerToken', () => {
  const TOKEN = 'a'.repeat(48);

  it('reads the token, whatever the case of the scheme and the spaces around it', () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`bearer  ${TOKEN} `)).toBe(TOKEN);
    expect(bearerToken(` BEARER\t${TOKEN}`)).toBe(TOKEN);
  });

  it('is null for no header, another scheme, no token or more than one word', () => {
    expect(bearerToken(null)).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken(`Basic ${TOKEN}`)).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
    expect(bearerToken(`Bearer ${TOKEN} extra`)).toBeNull();
    expect(bearerToken(`Bearer${TOKEN}`)).toBeNull();
  });
});
