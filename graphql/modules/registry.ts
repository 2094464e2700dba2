import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { ModuleName } from '@/graphql/module-name';
import { resolvers as system } from './system/resolvers';
import { resolvers as user } from './user/resolvers';
import { resolvers as catalogue } from './catalogue/resolvers';
import { resolvers as featureFlags } from './feature-flags/resolvers';
import { resolvers as auth } from './auth/resolvers';
import { resolvers as account } from './account/resolvers';
import { resolvers as search } from './search/resolvers';
import { resolvers as agenda } from './agenda/resolvers';
import { resolvers as academies } from './academies/resolvers';
import { resolvers as cart } from './cart/resolvers';
import { resolvers as checkout } from './checkout/resolvers';
import { resolvers as learning } from './learning/resolvers';
import { resolvers as notifications } from './notifications/resolvers';
import { resolvers as savedCourses } from './saved-courses/resolvers';
import { resolvers as membershipOffers } from './membership-offers/resolvers';
import { resolvers as siteSupport } from './site-support/resolvers';
import { resolvers as org } from './org/resolvers';
import { resolvers as orgFlags } from './org-flags/resolvers';
import { resolvers as panels } from './panels/resolvers';
import { resolvers as courseAccess } from './course-access/resolvers';
import { resolvers as classroom } from './classroom/resolvers';
import { resolvers as classroomQuiz } from './classroom-quiz/resolvers';

/** Every GraphQL module by folder name (exactly the names of module-name.ts); endpoints.ts says which endpoint serves which. */
const moduleResolvers = {
  system,
  user,
  catalogue,
  'feature-flags': featureFlags,
  auth,
  account,
  search,
  agenda,
  academies,
  cart,
  checkout,
  learning,
  notifications,
  'saved-courses': savedCourses,
  'membership-offers': membershipOffers,
  'site-support': siteSupport,
  org,
  'org-flags': orgFlags,
  panels,
  'course-access': courseAccess,
  classroom,
  'classroom-quiz': classroomQuiz,
} satisfies Record<ModuleName, Resolvers>;

export type GraphQLModule = { name: ModuleName; typeDefs: string; resolvers: Resolvers };

const cache = new Map<ModuleName, GraphQLModule>();

export function loadModule(name: ModuleName): GraphQLModule {
  let mod = cache.get(name);
  if (!mod) {
    // The SDL files are the contract (codegen reads them too); read once per process.
    const typeDefs = readFileSync(path.join(process.cwd(), 'graphql', 'modules', name, 'schema.graphql'), 'utf8');
    mod = { name, typeDefs, resolvers: moduleResolvers[name] };
    cache.set(name, mod);
  }
  return mod;
}
