import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { parseArgs } from '@/graphql/errors';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { listPhoneCountries, membershipTypesOfGroup } from '@/lib/server/services/site-support';

/** A group key: upper-case letters, digits and dashes (e.g. MEMBERSHIP-POPUP-USER-UPDATE). */
const groupArgs = z.object({ group: z.string().trim().min(1).max(64).regex(/^[A-Z0-9][A-Z0-9_-]*$/) });

/**
 * The phone dialog's public data on `default` (issue 6 item 7): the membership offer of
 * spec §7 DialogGetPhoneMembershipPrices and the calling codes of the phone input.
 */
export const resolvers: Resolvers = {
  Query: {
    membershipTypesV2: async (_parent, raw, ctx) => {
      const { group } = parseArgs(ctx, groupArgs, raw);
      const types = await membershipTypesOfGroup(await ctx.db(), group, ctx.country);
      return types.map((t) => ({
        id: toGlobalId('MembershipType', t.id),
        originalId: t.id,
        tag: t.tag,
        months: t.months,
        name: localized(t.name, ctx.locale),
        prices: t.prices,
      }));
    },
    phoneCountries: async (_parent, _args, ctx) => {
      const rows = await listPhoneCountries(await ctx.db());
      return rows.map((c) => ({ code: c.code, name: localized(c.name, ctx.locale), phoneCode: c.phoneCode }));
    },
  },
};
