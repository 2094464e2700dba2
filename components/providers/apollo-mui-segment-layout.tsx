import type { ReactNode } from 'react';
import { WithApollo } from './WithApollo';
import { WithIntl } from '@/components/i18n/WithIntl';
import { WithMui } from './WithMui';

/**
 * The layout of a segment whose forms and lists query with Apollo and render MUI (cart,
 * checkout, learner and panel tools, sign-in forms; issue 14): the root layout provides neither,
 * nor next-intl's client provider, which these pages' islands use (WithIntl).
 */
export default function ApolloMuiSegmentLayout({ children }: { children: ReactNode }) {
  return (
    <WithMui>
      <WithApollo>
        <WithIntl>{children}</WithIntl>
      </WithApollo>
    </WithMui>
  );
}
