/**
 * The API's one error contract (graphql/errors.ts, issue 19 item 3): refusals a form can show
 * are payload errors `{ success: false, errors: [{ field, message }] }` (spec §7 payload shape);
 * other refusals are GraphQL errors with a code; every text is translated in the request's
 * locale by the one translator. Texts: spec §5 (validation) and the session's "sign in first".
 */
import { describe, expect, it } from 'vitest';
import { apiError, badInput, errorsResponse, forbidden, notFound, protocolError, rateLimited, refused, refusedWith, requireViewerId, succeeded, unauthenticated, zodFieldErrors } from '@/graphql/errors';
import { errorResponse } from '@/lib/server/http/error-response';
import { ERROR_STATUS } from '@/lib/domain/errors/error-codes';
import type { GraphQLContext } from '@/graphql/context';
import type { Locale } from '@/lib/domain/i18n/routing';
import { errorTranslator, requestLocale } from '@/lib/server/i18n/server-messages';

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

describe('refusals of the request itself (one code list, its HTTP status)', () => {
  it('a rate limit: 429 with Retry-After and retryAfter, or 200 when the caller reads it from the result', () => {
    const limited = rateLimited(context('en'), 'api.tooManySearches', 7, { values: { seconds: 7 } });
    expect(limited.message).toBe('Too many searches in a row. Wait 7 seconds and try again.');
    expect(limited.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 7, http: { status: 429, headers: { 'Retry-After': '7' } } });
    expect(rateLimited(context('es'), 'siteChrome.api.rateLimited', 90, { values: { minutes: 2 }, httpStatus: false }).extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 90 });
  });

  it("a protocol error carries its code's status; a refusal before yoga has the same shape", async () => {
    const t = errorTranslator('pt');
    expect(protocolError(t, 'QUERY_TOO_COMPLEX', 'api.queryTooComplex').extensions).toEqual({ code: 'QUERY_TOO_COMPLEX', http: { status: 400 } });
    expect(protocolError(t, 'CSRF_FAILED', 'api.csrfFailed').extensions).toMatchObject({ http: { status: 403 } });
    const response = errorsResponse(t, 'PAYLOAD_TOO_LARGE', 'api.bodyTooLarge');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ errors: [{ message: t('api.bodyTooLarge'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  });

  it('a route handler answers { success: false, code, message } with the status of the code, never cached', async () => {
    const response = errorResponse('RANGE_NOT_SATISFIABLE', 'x', { 'content-range': 'bytes */10' });
    expect(response.status).toBe(ERROR_STATUS.RANGE_NOT_SATISFIABLE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-range')).toBe('bytes */10');
    expect(await response.json()).toEqual({ success: false, code: 'RANGE_NOT_SATISFIABLE', message: 'x' });
  });

  it('the language of a request: a route parameter, X-Locale, the NEXT_LOCALE cookie, then Accept-Language', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });
    expect(requestLocale(request({ 'accept-language': 'pt-BR', cookie: 'NEXT_LOCALE=en', 'x-locale': 'es' }), 'pt')).toBe('pt');
    expect(requestLocale(request({ 'accept-language': 'pt-BR', cookie: 'NEXT_LOCALE=en', 'x-locale': 'es' }))).toBe('es');
    expect(requestLocale(request({ 'accept-language': 'pt-BR', cookie: 'NEXT_LOCALE=en' }))).toBe('en');
    expect(requestLocale(request({ 'accept-language': 'pt-BR' }))).toBe('pt');
    expect(requestLocale(request({}))).toBe('es');
  });
});

describe('requireViewerId', () => {
  it('returns the signed-in id, and refuses a visitor in the feature words', async () => {
    await expect(requireViewerId(context('es', 7))).resolves.toBe(7);
    await expect(requireViewerId(context('es'))).rejects.toMatchObject({ message: 'Inicia sesión para continuar.', extensions: { code: 'UNAUTHENTICATED' } });
    await expect(requireViewerId(context('es'), 'agenda.errors.unauthenticated')).rejects.toMatchObject({ message: 'Inicia sesión para agendar un aviso.' });
  });
});
