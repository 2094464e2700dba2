'use client';

import { useState, type ReactNode } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { AcademiesQueryDocument } from '@/graphql/generated/client/graphql';
import { academyResultCount, academySlugsInBucket } from '@/lib/academies/academy-filter';
import { clientContext } from '@/lib/apollo/context';

export type BucketOption = { id: string; label: string; quantity: number };

/** CSS that hides the listed academies (`data-academy` items) outside `visible`. */
function hideOutside(visible: ReadonlySet<string>): Record<string, { display: 'none' }> {
  const keep = [...visible].map((slug) => `:not([data-slug="${slug.replace(/["\\]/g, '')}"])`).join('');
  return { [`& [data-academy]${keep}`]: { display: 'none' } };
}

/**
 * The bucket filter of the academies landing (spec §2 /academias/) over the server-rendered list
 * (children: items with `data-academy`, `data-slug` and `data-buckets=" 3 5 "`).
 * - A chosen bucket hides the other academies at once, with no round trip (CSS on the SSR list);
 *   without JavaScript every academy stays visible.
 * - The first change also sends AcademiesQuery (spec §7: v4 endpoint, cache-first) for
 *   `catalogCategories`; from then on the bucket chips, their quantities, the announced result
 *   and the visible academies follow the API's answer (buckets sorted by id descending).
 */
export function AcademyBucketFilter({
  buckets,
  totalCount,
  catalogCategories = null,
  children,
}: {
  /** The server's buckets (id descending) with their quantities. */
  buckets: BucketOption[];
  totalCount: number;
  /** Catalogue category slugs the list is limited to (none: every academy). */
  catalogCategories?: string[] | null;
  children: ReactNode;
}) {
  const t = useTranslations('academies.filter');
  const [active, setActive] = useState<string | null>(null);
  const [engaged, setEngaged] = useState(false);
  const { data } = useQuery(
    AcademiesQueryDocument,
    engaged ? { variables: { catalogCategories }, fetchPolicy: 'cache-first', context: clientContext('v4'), ssr: false } : skipToken,
  );
  const live = data?.educationAcademies;

  const choose = (bucketId: string | null) => {
    if (!engaged) setEngaged(true);
    setActive(bucketId);
  };

  const chips: BucketOption[] = live ? live.buckets.map((b) => ({ id: b.id, label: b.name, quantity: b.quantity })) : buckets;
  const count = academyResultCount(live ?? { totalCount, buckets }, active);
  const hide =
    active === null
      ? {}
      : live
        ? hideOutside(academySlugsInBucket(live.edges, active))
        : { [`& [data-academy]:not([data-buckets~="${active}"])`]: { display: 'none' } };

  return (
    <div>
      <Typography component="h2" variant="overline" id="academy-buckets" sx={{ color: 'text.secondary', display: 'block' }}>
        {t('label')}
      </Typography>
      <Box component="ul" aria-labelledby="academy-buckets" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <li>
          <Chip
            component="button"
            type="button"
            label={t('all')}
            clickable
            color={active === null ? 'primary' : 'default'}
            variant={active === null ? 'filled' : 'outlined'}
            aria-pressed={active === null}
            onClick={() => choose(null)}
          />
        </li>
        {chips.map((b) => (
          <li key={b.id}>
            <Chip
              component="button"
              type="button"
              label={`${b.label} (${b.quantity})`}
              clickable
              color={active === b.id ? 'primary' : 'default'}
              variant={active === b.id ? 'filled' : 'outlined'}
              aria-pressed={active === b.id}
              data-bucket-id={b.id}
              onClick={() => choose(b.id)}
            />
          </li>
        ))}
      </Box>
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary', mb: 2 }}>
        {t('result', { count })}
      </Box>
      <Box sx={hide}>{children}</Box>
    </div>
  );
}
