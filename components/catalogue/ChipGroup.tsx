import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkChip } from './links';

export type ChipOption = { key: string; href: string; label: string; selected: boolean };

const chipRow = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 } as const;

/**
 * One labelled group of filter chips (plain links, so filters work without JavaScript): a
 * small heading that names the list for assistive technology, then one chip per option.
 */
export function ChipGroup({ id, title, options, size }: { id: string; title: string; options: ChipOption[]; size?: 'small' | 'medium' }) {
  return (
    <div>
      <Typography component="h2" variant="overline" id={id} sx={{ color: 'text.secondary', display: 'block' }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={id} sx={chipRow}>
        {options.map((o) => (
          <li key={o.key}>
            <LinkChip href={o.href} label={o.label} selected={o.selected} size={size} />
          </li>
        ))}
      </Box>
    </div>
  );
}
