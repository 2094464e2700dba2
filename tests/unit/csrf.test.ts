import { describe, expect, it } from 'vitest';
import { csrfTokensMatch, isWellFormedCsrfToken, newCsrfToken } from '@/lib/server/security/csrf';

describe('CSRF double-submit token (issue 3)', () => {
  it('makes unique, well-formed tokens', () => {
    const a = newCsrfToken();
    const b = newCsrfToken();
    expect(a).not.toBe(b);
    expect(isWellFormedCsrfToken(a)).toBe(true);
    expect(a.length).toBe(43);
  });

  it('accepts only an identical, well-formed header', () => {
    const token = newCsrfToken();
    expect(csrfTokensMatch(token, token)).toBe(true);
    expect(csrfTokensMatch(token, newCsrfToken())).toBe(false);
    expect(csrfTokensMatch(token, null)).toBe(false);
    expect(csrfTokensMatch(null, token)).toBe(false);
    expect(csrfTokensMatch('short', 'short')).toBe(false);
    expect(csrfTokensMatch(`${token};x`, `${token};x`)).toBe(false);
  });
});
