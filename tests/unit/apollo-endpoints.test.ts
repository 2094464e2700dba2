import { describe, expect, it } from 'vitest';
import { CLIENT_NAMES, CURRENT_USER_PATH, endpoints, isClientName } from '@/graphql/endpoints';
import {
  joinApiUrl,
  resolveCurrentUserUrl,
  resolveEndpointUrl,
  UnknownClientNameError,
} from '@/lib/client/apollo/endpoint-link';

// Spec §7, word for word.
const SPEC_TABLE: Record<string, string> = {
  default: '/api/v2/graph/',
  private: '/api/v2/graph/private/',
  auth: '/api/v2/graph/auth/',
  v3: '/api/v3/graph/',
  v4: '/api/graph/',
  v5: '/api/v5/graph/',
  payments: '/api/v2/graph/payments/',
  paymentsv2: '/api/graph/payments/',
  b2b: '/api/v2/graph/b2b/',
  'v4.b2b': '/api/graph/b2b/',
  'v4.staff': '/api/graph/staff/',
  search: '/api/v2/graph/search/',
};

describe('graphql/endpoints', () => {
  it('lists exactly the twelve client names of spec §7', () => {
    expect(CLIENT_NAMES).toHaveLength(12);
    expect(Object.fromEntries(CLIENT_NAMES.map((name) => [name, endpoints[name].path]))).toEqual(SPEC_TABLE);
  });

  it('has the current-user path', () => {
    expect(CURRENT_USER_PATH).toBe('/graphql');
  });

  it('recognises client names', () => {
    expect(isClientName('v4.b2b')).toBe(true);
    expect(isClientName('nope')).toBe(false);
    expect(isClientName('toString')).toBe(false);
    expect(isClientName(undefined)).toBe(false);
  });
});

describe('resolveEndpointUrl', () => {
  it.each(Object.entries(SPEC_TABLE))('%s → %s', (name, path) => {
    expect(resolveEndpointUrl(name)).toBe(path);
  });

  it('uses the default endpoint when no client name is given', () => {
    expect(resolveEndpointUrl(undefined)).toBe('/api/v2/graph/');
    expect(resolveEndpointUrl(null)).toBe('/api/v2/graph/');
  });

  it('resolves against a configured API base', () => {
    expect(resolveEndpointUrl('v5', 'https://api.example.com')).toBe('https://api.example.com/api/v5/graph/');
    expect(resolveEndpointUrl('v4.staff', 'https://api.example.com/')).toBe('https://api.example.com/api/graph/staff/');
    expect(resolveEndpointUrl('default', 'https://example.com/backend/')).toBe('https://example.com/backend/api/v2/graph/');
    expect(resolveEndpointUrl('search', '  ')).toBe('/api/v2/graph/search/');
    expect(resolveEndpointUrl('search', null)).toBe('/api/v2/graph/search/');
  });

  it('rejects an unknown client name', () => {
    expect(() => resolveEndpointUrl('v6')).toThrow(UnknownClientNameError);
    expect(() => resolveEndpointUrl('v6')).toThrow('Unknown GraphQL client name: "v6"');
    expect(() => resolveEndpointUrl('__proto__')).toThrow(UnknownClientNameError);
  });

  it('resolves the current-user URL', () => {
    expect(resolveCurrentUserUrl()).toBe('/graphql');
    expect(resolveCurrentUserUrl('http://localhost:4000/')).toBe('http://localhost:4000/graphql');
    expect(resolveCurrentUserUrl(undefined, '/api/me/')).toBe('/api/me/');
    expect(joinApiUrl('/x/', 'http://a.b//')).toBe('http://a.b/x/');
  });
});
