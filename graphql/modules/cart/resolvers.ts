import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { badInput, parseArgs } from '@/graphql/errors';
import { parseCartItem } from '@/lib/domain/commerce/cart-item';
import { currencySymbol } from '@/lib/domain/catalogue/currency';
import { BASE_CURRENCY } from '@/lib/domain/commerce/cart-currency';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { addCartItem, findOpenCartId, loadCartView, removeCartItem, type CartOwner } from '@/lib/server/services/cart';
import { guestCartCookie, guestCartToken, newGuestCartToken } from '@/lib/server/commerce/cart-cookie';
import { cartViewToGraphQL } from './cart-view-to-graphql';

const itemArgs = z.object({
  input: z.object({
    courseId: z.string().max(200).nullish(),
    bundleId: z.string().max(200).nullish(),
  }),
});

/**
 * The caller's cart owner. A visitor without a cart cookie gets a fresh token only when
 * `create` (an add): reads and removes never set cookies.
 */
async function cartOwner(ctx: GraphQLContext, create: boolean): Promise<CartOwner | null> {
  const userId = await ctx.viewerId();
  if (userId !== null) return { kind: 'user', userId };
  const token = guestCartToken(ctx.request.headers.get('cookie'));
  if (token) return { kind: 'guest', token };
  if (!create) return null;
  const fresh = newGuestCartToken();
  ctx.setCookie(guestCartCookie(fresh));
  return { kind: 'guest', token: fresh };
}

async function cartPayload(ctx: GraphQLContext, cartId: number | null) {
  if (cartId === null) return null;
  const view = await loadCartView(await ctx.db(), cartId, { country: ctx.country });
  return view ? cartViewToGraphQL(view, ctx.locale) : null;
}

function parseItem(ctx: GraphQLContext, raw: unknown) {
  const { input } = parseArgs(ctx, itemArgs, raw);
  const parsed = parseCartItem(input);
  if (!parsed.ok) throw badInput(ctx, `cart.${parsed.error}`, parsed.error === 'invalidItemId' ? (input.courseId ? 'courseId' : 'bundleId') : 'input');
  return parsed.item;
}

export const resolvers: Resolvers = {
  Query: {
    myCart: async (_parent, _args, ctx) => {
      const owner = await cartOwner(ctx, false);
      if (!owner) return null;
      return cartPayload(ctx, await findOpenCartId(await ctx.db(), owner));
    },
  },
  Mutation: {
    shoppingCartAddItem: async (_parent, raw, ctx) => {
      const item = parseItem(ctx, raw);
      const owner = await cartOwner(ctx, true);
      if (!owner) throw new Error('unreachable: add always has an owner');
      const result = await addCartItem(await ctx.db(), owner, item);
      if (!result.ok) throw badInput(ctx, `cart.${result.error}`, item.type === 'COURSE' ? 'courseId' : 'bundleId');
      return { success: result.success, shoppingCart: await cartPayload(ctx, result.cartId) };
    },
    shoppingCartRemoveItem: async (_parent, raw, ctx) => {
      const item = parseItem(ctx, raw);
      const owner = await cartOwner(ctx, false);
      if (!owner) return { success: false, shoppingCart: null };
      const result = await removeCartItem(await ctx.db(), owner, item);
      return { success: result.success, shoppingCart: await cartPayload(ctx, result.cartId) };
    },
  },
  Course: {
    // ProductsCourseData (spec §3 tracking course data): the USD symbol goes with `price`.
    currencySymbol: () => currencySymbol(BASE_CURRENCY),
    catalogCategories: (c, _a, ctx) => [{ id: toGlobalId('Category', c.category.id), slug: c.category.slug, name: localized(c.category.name, ctx.locale) }],
    catalogSubCategories: (c, _a, ctx) =>
      c.subcategory ? [{ id: toGlobalId('Subcategory', c.subcategory.id), slug: c.subcategory.slug, name: localized(c.subcategory.name, ctx.locale) }] : [],
  },
};
