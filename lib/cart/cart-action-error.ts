/**
 * The cart actions' own failures and the user message of a GraphQL answer, without Apollo: the
 * add and buy-now buttons of public pages check them while the actions themselves (and Apollo)
 * load with the first click (lib/cart/lazy-cart-actions.ts).
 */

/** Why an action rejected without a transport or GraphQL error. */
export type CartActionErrorCode = 'ALREADY_IN_CART' | 'NOT_IN_CART' | 'INVALID_ITEM';

export class CartActionError extends Error {
  readonly code: CartActionErrorCode;
  constructor(code: CartActionErrorCode, message: string) {
    super(message);
    this.name = 'CartActionError';
    this.code = code;
  }
}

type GraphQLErrorsLike = { name: string; errors: ReadonlyArray<{ message?: unknown; extensions?: Record<string, unknown> }> };

/** Apollo's CombinedGraphQLErrors, recognised by its name and shape (Apollo is not imported here). */
function isCombinedGraphQLErrors(error: unknown): error is GraphQLErrorsLike {
  return error instanceof Error && error.name === 'CombinedGraphQLErrors' && Array.isArray((error as Partial<GraphQLErrorsLike>).errors);
}

/** The translated message of a BAD_USER_INPUT answer (free course, unknown id, already enrolled), else null. */
export function cartUserMessage(error: unknown): string | null {
  if (!isCombinedGraphQLErrors(error)) return null;
  const found = error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT' && typeof e.message === 'string' && e.message);
  return found ? (found.message as string) : null;
}
