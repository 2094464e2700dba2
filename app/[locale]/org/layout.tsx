import type { ReactNode } from 'react';
import { WithApollo } from '@/components/providers/WithApollo';

/**
 * Apollo for this segment's pages (issue 14): the root layout no longer provides it, and
 * these pages' forms and lists (cart, checkout, learner and panel tools, sign-in forms) query
 * with it. Public pages never load it in their first load.
 */
export default function ApolloSegmentLayout({ children }: { children: ReactNode }) {
  return <WithApollo>{children}</WithApollo>;
}
