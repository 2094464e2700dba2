import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildRequestHeaders,
  createOperationId,
  parseCookies,
  readStoredSessionToken,
  type RequestHeaderInput,
} from '@/lib/domain/graphql/headers';
import { PACKAGE_VERSION } from '@/lib/domain/config/public-env';

const base: RequestHeaderInput = {
  operationType: 'query',
  operationName: 'MyCart',
  operationId: '11111111-2222-4333-8444-555555555555',
  appVersion: '9.9.9',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('buildRequestHeaders', () => {
  it('sends every spec §7 header it has a value for', () => {
    const headers = buildRequestHeaders({
      ...base,
      cookie: 'csrftoken=abc123; country=PE; session_distinct_id=sess-42; other=x',
      storedSession: JSON.stringify({ token: 'stored.jwt.token' }),
      currentUrl: 'https://cursalia.test/cursos/react/?utm_source=x',
    });
    expect(headers).toEqual({
      'x-csrftoken': 'abc123',
      authorization: 'JWT stored.jwt.token',
      country: 'pe',
      'x-app-version': '9.9.9',
      'x-operation-type': 'query',
      'x-operation-name': 'MyCart',
      'x-operation-id': '11111111-2222-4333-8444-555555555555',
      'x-operation-source': 'web',
      'x-session-distinct-id': 'sess-42',
      'x-current-url': 'https://cursalia.test/cursos/react/?utm_source=x',
    });
  });

  it('leaves out authorization (and other unknown values) without a token', () => {
    const headers = buildRequestHeaders({ ...base, operationName: undefined, currentUrl: 'https://cursalia.test/' });
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('x-csrftoken');
    expect(headers).not.toHaveProperty('country');
    expect(headers).not.toHaveProperty('x-session-distinct-id');
    expect(headers).not.toHaveProperty('x-operation-name');
    expect(headers['x-operation-source']).toBe('web');
    expect(headers['x-operation-type']).toBe('query');
  });

  // Issue 17 item 2: a link carrying ?current_token= must not make a signed-in browser act as
  // another account, so the browser client never reads a token from its address (the server
  // exchanges it once for the cookie before the page loads).
  it('never takes the token from the current_token query parameter', () => {
    const headers = buildRequestHeaders({ ...base, currentUrl: 'https://cursalia.test/mi-cuenta/?current_token=from.query.jwt' });
    expect(headers).not.toHaveProperty('authorization');
  });

  it('sends the stored session whatever the address carries', () => {
    const headers = buildRequestHeaders({
      ...base,
      storedSession: '{"token":"stored"}',
      currentUrl: 'https://cursalia.test/?current_token=query',
    });
    expect(headers.authorization).toBe('JWT stored');
  });

  it('ignores an unreadable stored session', () => {
    expect(buildRequestHeaders({ ...base, storedSession: '{not json' }).authorization).toBeUndefined();
    expect(buildRequestHeaders({ ...base, storedSession: '{"token":""}' }).authorization).toBeUndefined();
    expect(buildRequestHeaders({ ...base, storedSession: 'null' }).authorization).toBeUndefined();
  });

  it('reads the CSRF token from the csrftoken cookie', () => {
    expect(buildRequestHeaders({ ...base, cookie: 'a=1;csrftoken=tok%3Den' })['x-csrftoken']).toBe('tok=en');
  });

  it('drops values fetch() would reject and encodes non-ASCII URLs', () => {
    const headers = buildRequestHeaders({ ...base, cookie: 'country=Perú', currentUrl: 'https://cursalia.test/cursos/diseño/' });
    expect(headers).not.toHaveProperty('country');
    expect(headers['x-current-url']).toBe('https://cursalia.test/cursos/dise%C3%B1o/');
  });

  it('defaults the app version to the package version', () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as { version: string };
    expect(PACKAGE_VERSION).toBe(pkg.version);
    const { appVersion: _unused, ...rest } = base;
    void _unused;
    expect(buildRequestHeaders(rest)['x-app-version']).toBe(process.env.NEXT_PUBLIC_APP_VERSION?.trim() || pkg.version);
  });
});

describe('header helpers', () => {
  it('parses cookies', () => {
    expect(parseCookies('a=1; b="two"; c=%E2%9C%93; bad=%E0%A4%A; =x; d')).toEqual({ a: '1', b: 'two', c: '✓', bad: '%E0%A4%A' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('reads a zustand-persist shaped session', () => {
    expect(readStoredSessionToken('{"state":{"token":"t1"},"version":0}')).toBe('t1');
  });

  it('creates v4 uuids, with or without crypto.randomUUID', () => {
    expect(createOperationId()).toMatch(UUID);
    const original = globalThis.crypto.randomUUID;
    try {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
      const id = createOperationId();
      expect(id).toMatch(UUID);
      expect(createOperationId()).not.toBe(id);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
