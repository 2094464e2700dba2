import type { ReactNode } from 'react';
import { WithApollo } from '@/components/providers/WithApollo';

/**
 * Apollo for the academies page (issue 14): its bucket filter (AcademyBucketFilter) queries
 * AcademiesQuery with it. Still in this public page's first load: moving that filter to a
 * lazy island or to lib/graphql-request is left for later (the root layout no longer provides it).
 */
export default function ApolloSegmentLayout({ children }: { children: ReactNode }) {
  return <WithApollo>{children}</WithApollo>;
}
