/**
 * A purchase as a browser makes it, over plain HTTP (no browser): register a learner, put one
 * course in the cart, pay with the test card. Used where a test needs a write that revalidates a
 * cached page (the learner count of the course page): the scale-out test and the front page
 * cache's e2e test. Throws on any refusal.
 */
import { randomBytes } from 'node:crypto';

type GraphqlAnswer = { body: Record<string, unknown>; cookies: string[] };

/** A GraphQL call with the double-submit CSRF token and, when given, the session cookie. */
async function graphql(baseUrl: string, endpoint: string, query: string, variables: object, session?: string): Promise<GraphqlAnswer> {
  const csrf = randomBytes(32).toString('base64url');
  const res = await fetch(`${baseUrl}${endpoint}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-csrftoken': csrf,
      cookie: [`csrftoken=${csrf}`, session].filter(Boolean).join('; '),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`${endpoint}: ${body.errors?.map((e) => e.message).join('; ') ?? `no data (${res.status})`}`);
  return { body: body.data, cookies: res.headers.getSetCookie() };
}

/** Registers a new learner at `baseUrl` (http://host:port), fills the cart with `courseId` and pays. */
export async function buyCourse(baseUrl: string, courseId: number, label = 'prueba'): Promise<void> {
  const email = `${label}.${process.pid}.${Date.now()}.${randomBytes(3).toString('hex')}@example.com`;
  const register = await graphql(baseUrl, '/api/v2/graph/auth/', 'mutation R($input: RegisterInput!) { register(input: $input) { success errors { field message } } }', {
    input: { firstName: 'Compra', lastName: 'Prueba', email, password: 'Clave-2026-compra', acceptLegal: true },
  });
  const registered = register.body.register as { success: boolean; errors: { message: string }[] };
  if (!registered.success) throw new Error(`register: ${registered.errors.map((e) => e.message).join('; ')}`);
  const session = register.cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('cursalia_jwt='));
  if (!session) throw new Error('register set no session cookie');
  await graphql(baseUrl, '/api/v2/graph/', 'mutation A($input: ShoppingCartItemInput!) { shoppingCartAddItem(input: $input) { success } }', { input: { courseId: String(courseId) } }, session);
  const paid = await graphql(
    baseUrl,
    '/api/graph/payments/',
    'mutation C($input: CheckoutInput!) { checkoutCart(input: $input) { success status } }',
    { input: { idempotencyKey: `${label}-${Date.now()}-${randomBytes(3).toString('hex')}`, cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Compra Prueba' } },
    session,
  );
  const outcome = paid.body.checkoutCart as { success: boolean; status: string };
  if (!outcome.success) throw new Error(`checkout: ${outcome.status}`);
}
