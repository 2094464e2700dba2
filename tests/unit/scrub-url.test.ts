/** Issue 17 item 3: analytics stores page addresses without tokens, passwords or e-mail addresses. */
import { describe, expect, it } from 'vitest';
import { REDACTED, isSecretName, redactEmails, scrubProperties, scrubQueryParams, scrubUrl } from '@/lib/domain/analytics/scrub-url';
import { channelRegisterBody } from '@/lib/domain/analytics/attribution';
import { buildEvent, type EventContext } from '@/lib/domain/analytics/event-builder';
import { performanceEntries } from '@/lib/client/analytics/web-vitals';

describe('scrubUrl (issue 17 item 3)', () => {
  it('drops current_token, token, any *token*, password and e-mail parameters', () => {
    expect(scrubUrl('https://cursalia.test/cursos-online/?current_token=eyJabc&page=2')).toBe('https://cursalia.test/cursos-online/?page=2');
    expect(scrubUrl('https://cursalia.test/entrar/?token=abc')).toBe('https://cursalia.test/entrar/');
    expect(scrubUrl('/x/?resetToken=1&ACCESS_TOKEN=2&id_token=3&q=python')).toBe('/x/?q=python');
    expect(scrubUrl('/registro/?password=hunter2&new_password=x&pwd=y&utm_source=news')).toBe('/registro/?utm_source=news');
    expect(scrubUrl('/registro/?email=a@b.co&e-mail=x&mail=y')).toBe('/registro/?mail=y');
  });

  it('replaces e-mail addresses anywhere in the path, query or fragment, encoded or not', () => {
    expect(scrubUrl('https://cursalia.test/perfil/ana.perez+1@example.com/')).toBe(`https://cursalia.test/perfil/${REDACTED}/`);
    expect(scrubUrl('/perfil/ana%40example.com/')).toBe(`/perfil/${REDACTED}/`);
    expect(scrubUrl('/buscar/?q=ana%40example.com&page=1')).toBe(`/buscar/?q=${REDACTED}&page=1`);
    expect(scrubUrl('/buscar/?q=write+to+ana@example.com+now')).toBe(`/buscar/?q=${encodeURIComponent(`write to ${REDACTED} now`)}`);
    expect(scrubUrl('/a/#contact=ana@example.com')).toBe(`/a/#contact=${REDACTED}`);
    expect(scrubUrl('/a/#ana@example.com')).toBe(`/a/#${REDACTED}`);
    expect(scrubUrl('/entrar/?next=%2Fcursos%2F%3Ftoken%3Dabc%26page%3D2')).toBe(`/entrar/?next=${encodeURIComponent('/cursos/?page=2')}`);
  });

  it('hides the invitation token of the path, a JWT segment, a token fragment and user:password@', () => {
    expect(scrubUrl('https://cursalia.test/pt/org/invitacion/AbCdEfGhIjKlMnOpQrStUvWxYz012345/')).toBe(`https://cursalia.test/pt/org/invitacion/${REDACTED}/`);
    expect(scrubUrl('/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlX3h4/')).toBe(`/x/${REDACTED}/`);
    expect(scrubUrl('https://cursalia.test/cb/#access_token=abc&state=1')).toBe('https://cursalia.test/cb/#state=1');
    expect(scrubUrl('https://ana:secret@cursalia.test/blog/')).toBe('https://cursalia.test/blog/');
  });

  it('leaves an address with nothing secret unchanged, character for character', () => {
    for (const url of ['https://cursalia.test/cursos-online/python/?utm_source=news&page=2', '/blog/mi post/', '/', 'https://cursalia.test/a/?q=a+b#top', '']) expect(scrubUrl(url)).toBe(url);
  });

  it('treats text that is no address as text: only its e-mail addresses go', () => {
    expect(scrubUrl('Contact ana@example.com today')).toBe(`Contact ${REDACTED} today`);
    expect(scrubUrl('course')).toBe('course');
    expect(redactEmails('no at sign')).toBe('no at sign');
  });

  it('names secrets by name', () => {
    for (const name of ['token', 'current_token', 'myTokenId', 'password', 'client_secret', 'email', 'api_key']) expect(isSecretName(name)).toBe(true);
    for (const name of ['utm_source', 'page', 'q', 'source_page', 'gclid', 'ref']) expect(isSecretName(name)).toBe(false);
  });

  it('scrubs query-parameter maps and event properties deeply', () => {
    expect(scrubQueryParams({ current_token: 'x', utm_source: 'news', q: 'ana@example.com' })).toEqual({ utm_source: 'news', q: REDACTED });
    expect(scrubProperties({ url: 'https://cursalia.test/?token=1&a=2', title: 'Hola', nested: [{ password: 'x', ref: '/o/invitacion/abc/' }], n: 3 })).toEqual({
      url: 'https://cursalia.test/?a=2',
      title: 'Hola',
      nested: [{ ref: `/o/invitacion/${REDACTED}/` }],
      n: 3,
    });
  });
});

describe('the browser scrubs before sending (issue 17 item 3)', () => {
  const ctx: EventContext = {
    uuid: '7b5e3a2c-1d4f-4e6a-8b7c-000000000001',
    now: 1,
    sessionId: 1,
    sequence: 1,
    distinctId: null,
    userId: null,
    userProperties: null,
    segment: null,
    username: null,
    path: '/org/invitacion/AbCdEfGhIjKlMnOpQrStUvWxYz012345/',
    originPath: 'https://mail.example/inbox/?email=ana@example.com&token=1',
    defaultPageIdentifier: 'org',
    attribution: { utm_source: 'news', referrer: 'https://other.example/?token=t' },
    userAgent: null,
  };

  it('builds events with scrubbed path, origin path, page data and attribution', () => {
    const built = buildEvent({ eventType: 'page_view', data: { url: 'https://cursalia.test/?current_token=abc', title: 'x' } }, ctx);
    if (!built.ok) throw new Error('not built');
    expect(built.event.path).toBe(`/org/invitacion/${REDACTED}/`);
    expect(built.event.origin_path).toBe('https://mail.example/inbox/');
    expect(built.event.page_data).toEqual({ url: 'https://cursalia.test/', title: 'x' });
    expect(built.event.attribution).toEqual({ utm_source: 'news', referrer: 'https://other.example/' });
  });

  it('sends channel registrations and web vitals without secrets', () => {
    const body = channelRegisterBody({ url: 'https://cursalia.test/?current_token=abc&utm_source=x', referrer: 'https://a.example/?password=p', userId: null, distinctId: null, iso: null });
    expect(body).toMatchObject({ url: 'https://cursalia.test/?utm_source=x', referrer: 'https://a.example/', query_params: { utm_source: 'x' } });
    expect(performanceEntries({ LCP: 1 }, 'home', 'https://cursalia.test/?token=abc')[0].current_url).toBe('https://cursalia.test/');
  });
});
