import { expect, test } from '@playwright/test';
import { CLIENT_NAMES, CURRENT_USER_PATH, endpointPath } from '@/graphql/endpoints';

const paths = [...CLIENT_NAMES.map((name) => ({ name, path: endpointPath(name) })), { name: 'currentUser', path: CURRENT_USER_PATH }];

test.describe('GraphQL over HTTP', () => {
  for (const { name, path } of paths) {
    test(`${name} (${path}) answers { __typename }`, async ({ request }) => {
      const res = await request.post(path, { data: { query: '{ __typename }' } });
      expect(res.status()).toBe(200);
      expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    });
  }

  test('paths answer with and without the trailing slash, never a redirect', async ({ request }) => {
    const res = await request.post('/api/v2/graph', { data: { query: '{ __typename }' }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });

  test('me is null when signed out', async ({ request }) => {
    const res = await request.post(CURRENT_USER_PATH, { data: { query: '{ me { id } }' } });
    expect(await res.json()).toEqual({ data: { me: null } });
  });

  test('featureFlag reads the database', async ({ request }) => {
    const res = await request.post('/api/v2/graph/', { data: { query: '{ on: featureFlag(flagKey: "user_notification_web") { isActive } off: featureFlag(flagKey: "all_access_marathon") { isActive } }' } });
    expect(await res.json()).toEqual({ data: { on: { isActive: true }, off: { isActive: false } } });
  });

  test('courses come from the seeded catalogue', async ({ request }) => {
    const res = await request.post('/api/v2/graph/', { data: { query: '{ courses(first: 3) { totalCount edges { node { title url } } } }' } });
    const body = await res.json();
    expect(body.data.courses.totalCount).toBeGreaterThanOrEqual(150);
    expect(body.data.courses.edges).toHaveLength(3);
  });

  test('an unexpected input never yields a 500 or a stack trace', async ({ request }) => {
    for (const data of ['{', '{"query": 12}', '{"query": "{ course(id: \\"x\\") { id } }"}', '[]']) {
      const res = await request.post('/api/v2/graph/', { headers: { 'content-type': 'application/json' }, data });
      expect(res.status(), data).toBeLessThan(500);
      expect(await res.text()).not.toMatch(/\bat .*\.(js|ts):\d+/);
    }
  });
});
