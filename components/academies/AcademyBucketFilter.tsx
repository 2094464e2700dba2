'use client';

import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

export type BucketOption = { id: number; label: string; quantity: number };

/**
 * Filters the server-rendered academy list (children) by bucket without a round trip: the
 * items carry `data-buckets=" 3 5 "` and a CSS rule hides the ones outside the chosen bucket.
 * Without JavaScript every academy stays visible.
 */
export function AcademyBucketFilter({
  buckets,
  allLabel,
  groupLabel,
  resultLabels,
  children,
}: {
  buckets: BucketOption[];
  allLabel: string;
  groupLabel: string;
  /** Announced result per bucket id ('all' for no filter), e.g. '4 academias'. */
  resultLabels: Record<string, string>;
  children: ReactNode;
}) {
  const [active, setActive] = useState<number | null>(null);
  const hide = active === null ? {} : { [`& [data-academy]:not([data-buckets~="${active}"])`]: { display: 'none' } };
  return (
    <div>
      <Typography component="h2" variant="overline" id="academy-buckets" sx={{ color: 'text.secondary', display: 'block' }}>
        {groupLabel}
      </Typography>
      <Box component="ul" aria-labelledby="academy-buckets" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <li>
          <Chip
            component="button"
            type="button"
            label={allLabel}
            clickable
            color={active === null ? 'primary' : 'default'}
            variant={active === null ? 'filled' : 'outlined'}
            aria-pressed={active === null}
            onClick={() => setActive(null)}
          />
        </li>
        {buckets.map((b) => (
          <li key={b.id}>
            <Chip
              component="button"
              type="button"
              label={`${b.label} (${b.quantity})`}
              clickable
              color={active === b.id ? 'primary' : 'default'}
              variant={active === b.id ? 'filled' : 'outlined'}
              aria-pressed={active === b.id}
              onClick={() => setActive(b.id)}
            />
          </li>
        ))}
      </Box>
      <Box role="status" sx={{ typography: 'body2', color: 'text.secondary', mb: 2 }}>
        {resultLabels[active === null ? 'all' : String(active)]}
      </Box>
      <Box sx={hide}>{children}</Box>
    </div>
  );
}
