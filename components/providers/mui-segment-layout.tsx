import type { ReactNode } from 'react';
import { WithIntl } from '@/components/i18n/WithIntl';
import { WithMui } from './WithMui';

/**
 * The layout of a segment whose pages still render MUI components (issue 14): the root layout
 * mounts no MUI, nor next-intl's client provider, which these pages' islands use (WithIntl). Converting the segment's pages to plain markup takes this away. Its own module
 * (not beside the Apollo one): a layout's client references are everything its module imports.
 */
export default function MuiSegmentLayout({ children }: { children: ReactNode }) {
  return (
    <WithMui>
      <WithIntl>{children}</WithIntl>
    </WithMui>
  );
}
