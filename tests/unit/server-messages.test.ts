/**
 * The API's one translator (lib/server/i18n/server-messages.ts, issue 19 item 3): every error
 * and refusal text of the GraphQL modules and route handlers comes from one catalog, in the
 * request's locale, Spanish when a language lacks a text (spec §8 "Translation lookup: falls
 * back to the default text, then to the key"; spec §9 fallback language Spanish).
 */
import { describe, expect, it } from 'vitest';
import { API_NAMESPACE_NAMES, authValidationMessages, ERROR_ROOT_NAMES, errorTranslator } from '@/lib/server/i18n/server-messages';

describe('errorTranslator', () => {
  it('reads the errors namespace at the root and the feature namespaces by name, so one key means one text', () => {
    for (const name of API_NAMESPACE_NAMES) expect(ERROR_ROOT_NAMES, name).not.toContain(name);
    const t = errorTranslator('es');
    expect(t('session.unauthenticated')).toBe('Inicia sesión para continuar.');
    // spec §5: 'El email ingresado ya se encuentra en uso'.
    expect(t('api.emailInUse')).toBe('El email ingresado ya se encuentra en uso');
    expect(t('agenda.errors.unauthenticated')).toBe('Inicia sesión para agendar un aviso.');
  });

  it('answers in the request locale, with placeholders filled', () => {
    expect(errorTranslator('en')('agenda.errors.courseNotFound')).toBe("The course you want to schedule doesn't exist.");
    expect(errorTranslator('pt')('auth.basicData.errors.unauthenticated')).toBe('Entre na sua conta para atualizar seus dados.');
    expect(errorTranslator('es')('siteChrome.api.rateLimited', { minutes: 3 })).toBe('Enviaste varios mensajes seguidos. Vuelve a intentarlo en 3 min.');
    expect(errorTranslator('es')('learning.validation.weekdaysCount', { count: 1 })).toBe('Elige 1 día');
    expect(errorTranslator('es')('learning.validation.weekdaysCount', { count: 3 })).toBe('Elige exactamente 3 días');
  });

  it('gives the spec §5 validation texts per language', () => {
    // spec §5: "the user-length message stays in Spanish" in Portuguese.
    expect(authValidationMessages('pt').usernameLength).toBe('El campo usuario debe tener entre 6 y 75 caracteres');
    expect(authValidationMessages('es').required).toBe('Campo Requerido');
  });
});
