import { describe, expect, it } from 'vitest';
import { usernameFromEmail } from '@/lib/domain/auth/username';
import { USERNAME_PATTERN } from '@/lib/domain/validation/auth-schemas';

// Spec §5: a username starts with a letter, then letters, digits, dots or underscores; 6–75 characters.
describe('usernameFromEmail (spec §5 username pattern and length)', () => {
  it.each([
    ['maria.lopez@example.com', 'maria.lopez'],
    ['José-Núñez@example.com', 'josenunez'],
    ['ana@example.com', 'ana_00'],
    ['123juan@example.com', 'juan_0'],
    ['+++@example.com', 'usuario'],
  ])('%s → %s', (email, expected) => {
    const name = usernameFromEmail(email);
    expect(name).toBe(expected);
    expect(name).toMatch(USERNAME_PATTERN);
    expect(name.length).toBeGreaterThanOrEqual(6);
  });

  it('leaves room for a suffix within 75 characters', () => {
    expect(usernameFromEmail(`${'a'.repeat(120)}@x.io`).length).toBe(69);
  });
});
