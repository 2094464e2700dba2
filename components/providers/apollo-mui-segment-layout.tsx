import type { ReactNode } from 'react';
import { WithApollo } from './WithApollo';
import { WithMui } from './WithMui';

/**
 * The layout of a segment whose forms and lists query with Apollo and render MUI (cart,
 * checkout, learner and panel tools, sign-in forms; issue 14): the root layout provides neither.
 */
export default function ApolloMuiSegmentLayout({ children }: { children: ReactNode }) {
  return (
    <WithMui>
      <WithApollo>{children}</WithApollo>
    </WithMui>
  );
}
