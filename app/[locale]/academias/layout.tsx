import type { ReactNode } from 'react';
import { WithIntl } from '@/components/i18n/WithIntl';
import { WithApollo } from '@/components/providers/WithApollo';

/**
 * Apollo for the bucket filter's AcademiesQuery (issue 14): the root layout does not provide it.
 * The segment's pages render no MUI, so no WithMui; the filter translates with next-intl (WithIntl;
 * the page's own provider nested in it inherits spec §9's fallback). A server component wrapping the client one,
 * like the other segment layouts, rather than a re-export of a client module's default.
 */
export default function AcademiesLayout({ children }: { children: ReactNode }) {
  return (
    <WithApollo>
      <WithIntl>{children}</WithIntl>
    </WithApollo>
  );
}
