/**
 * Persisted operations (codegen.ts STRING_OPERATION_GROUPS, graphql/persisted-operations.ts): the
 * Apollo-free islands send an operation's sha256 instead of its text (issue 14: the texts were in
 * every page's first load). Through the real route handlers: a known hash runs its stored text
 * (by POST and by GET), an unknown or malformed one is refused with nothing run, and operations
 * sent as text still run.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRING_OPERATION_GROUPS } from '@/codegen';
import { graphqlRoute } from '@/graphql/yoga';
import { endpointPath, type EndpointName } from '@/graphql/endpoint-modules';
import { PERSISTED_OPERATIONS } from '@/graphql/persisted-operations';
import { AuthPagesFlagDocument } from '@/graphql/generated/shell/graphql';
import { operationOf } from '@/lib/client/graphql-request/request';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { readFileSync } from 'node:fs';

const accept = { accept: 'application/graphql-response+json,application/json;q=0.9' };

function post(endpoint: EndpointName, body: unknown): Promise<Response> {
  return graphqlRoute(endpoint)(
    new Request(`http://localhost${endpointPath(endpoint)}`, { method: 'POST', headers: { 'content-type': 'application/json', ...accept }, body: JSON.stringify(body) }),
  );
}

const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

describe('persisted operations', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('the server holds every group codegen writes, each text under the sha256 of itself', () => {
    for (const group of Object.keys(STRING_OPERATION_GROUPS)) {
      const written = JSON.parse(readFileSync(`graphql/generated/${group}/persisted-documents.json`, 'utf8')) as Record<string, string>;
      expect(Object.keys(written).length, group).toBeGreaterThan(0);
      for (const [hash, text] of Object.entries(written)) {
        expect(PERSISTED_OPERATIONS.get(hash), `${group}: ${text.slice(0, 40)}`).toBe(text);
        expect(createHash('sha256').update(text).digest('hex')).toBe(hash);
      }
    }
  });

  it('a known hash runs its text, by POST and by GET', async () => {
    const { name, hash } = operationOf(AuthPagesFlagDocument);
    const byPost = await post('default', { operationName: name, variables: {}, extensions: persisted(hash) });
    expect(byPost.status).toBe(200);
    const postBody = (await byPost.json()) as { data?: { featureFlag: unknown }; errors?: unknown };
    expect(postBody.errors).toBeUndefined();
    expect(postBody.data).toHaveProperty('featureFlag');

    const search = new URLSearchParams({ operationName: String(name), extensions: JSON.stringify(persisted(hash)) });
    const byGet = await graphqlRoute('default')(new Request(`http://localhost${endpointPath('default')}?${search}`, { headers: accept }));
    expect(byGet.status).toBe(200);
    expect(((await byGet.json()) as { data?: unknown }).data).toEqual(postBody.data);
  });

  it('an unknown hash is refused, nothing runs', async () => {
    const res = await post('default', { operationName: 'AuthPagesFlag', variables: {}, extensions: persisted('0'.repeat(64)) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: 'La operación guardada no existe en este servidor. Recarga la página e inténtalo de nuevo.', extensions: { code: 'BAD_REQUEST' } });
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);

    const en = await graphqlRoute('default')(
      new Request(`http://localhost${endpointPath('default')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en', ...accept },
        body: JSON.stringify({ extensions: persisted('f'.repeat(64)) }),
      }),
    );
    expect(((await en.json()) as { errors: { message: string }[] }).errors[0].message).toBe('The persisted operation does not exist on this server. Reload the page and try again.');
  });

  it('a malformed persisted query (another protocol version) is a translated bad request', async () => {
    const res = await post('default', { extensions: { persistedQuery: { version: 2, sha256Hash: 'x' } } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: 'La solicitud GraphQL no es válida: revisa su formato.', extensions: { code: 'BAD_REQUEST' } });
  });

  it('an operation sent as text still runs (Apollo clients send texts)', async () => {
    const res = await callGraphQL<{ featureFlag: unknown }>('default', 'query { featureFlag(flagKey: "all_access_marathon") { id isActive } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toHaveProperty('featureFlag');
  });
});
