/**
 * The API's one error contract (graphql/errors.ts, issue 19 item 3): refusals a form can show
 * are payload errors `{ success: false, errors: [{ field, message }] }` (spec §7 payload shape);
 * other refusals are GraphQL errors with a code; every text is translated in the request's
 * locale by the one translator. Texts: spec §5 (validation) and the session's "sign in first".
 */
import { describe, expect, it } from 'vitest';
import { apiError, badInput, forbidden, notFound, refused, refusedWith, requireViewerId, succeeded, unauthenticated, zodFieldErrors } from '@/graphql/errors';
import type { GraphQLContext } from '@/graphql/context';
import type { Locale } from '@/lib/domain/i18n/routing';
import { errorTranslator } from '@/lib/server/i18n/server-messages';

function context(locale: Locale, viewerId: number | null = null): GraphQLContext {
  return { locale, t: errorTranslator(locale), viewerId: async () => viewerId } as unknown as GraphQLContext;
}

describe('payload results', () => {
  it('are the spec shape { success, errors { field message } }', () => {
    expect(succeeded()).toEqual({ success: true, errors: [] });
    expect(refused([{ field: 'email', message: 'x' }])).toEqual({ success: false, errors: [{ field: 'email', message: 'x' }] });
    // spec §5: 'El email ingresado ya se encuentra en uso'.
    expect(refusedWith(context('es'), 'api.emailInUse', 'email')).toEqual({ success: false, errors: [{ field: 'email', message: 'El email ingresado ya se encuentra en uso' }] });
  });

  it('keep one zod message per field, the dotted path as the field and null for the whole input', () => {
    expect(
      zodFieldErrors([
        { path: ['email'], message: 'Campo Requerido' },
        { path: ['email'], message: 'Ingresa una dirección de correo válida' },
        { path: ['answers', 'q1'], message: 'a' },
        { path: [], message: 'b' },
      ]),
    ).toEqual([
      { field: 'email', message: 'Campo Requerido' },
      { field: 'answers.q1', message: 'a' },
      { field: null, message: 'b' },
    ]);
  });
});

describe('GraphQL errors', () => {
  it('carry the code and the translated text of the request locale', () => {
    const es = unauthenticated(context('es'));
    expect(es.message).toBe('Inicia sesión para continuar.');
    expect(es.extensions).toEqual({ code: 'UNAUTHENTICATED' });
    expect(unauthenticated(context('en'), 'agenda.errors.unauthenticated').message).toBe('Log in to schedule a notice.');
    expect(forbidden(context('es'), 'panels.forbidden', { reason: 'x' }).extensions).toEqual({ code: 'FORBIDDEN', reason: 'x' });
    expect(notFound(context('es')).extensions).toEqual({ code: 'NOT_FOUND' });
    expect(badInput(context('es'), 'api.invalidArgument', 'email').extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
  });

  it('fill placeholders and add extensions (HTTP status and Retry-After of a rate limit)', () => {
    const error = apiError(context('es'), 'RATE_LIMITED', 'siteChrome.api.rateLimited', { values: { minutes: 2 }, extensions: { retryAfter: 90 } });
    expect(error.message).toBe('Enviaste varios mensajes seguidos. Vuelve a intentarlo en 2 min.');
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 90 });
  });
});

describe('requireViewerId', () => {
  it('returns the signed-in id, and refuses a visitor in the feature words', async () => {
    await expect(requireViewerId(context('es', 7))).resolves.toBe(7);
    await expect(requireViewerId(context('es'))).rejects.toMatchObject({ message: 'Inicia sesión para continuar.', extensions: { code: 'UNAUTHENTICATED' } });
    await expect(requireViewerId(context('es'), 'agenda.errors.unauthenticated')).rejects.toMatchObject({ message: 'Inicia sesión para agendar un aviso.' });
  });
});
