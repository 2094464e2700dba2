'use client';

import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

/**
 * One footer link column. From sm up it is a heading with its list; on small screens (< sm)
 * the heading becomes a toggle button (aria-expanded / aria-controls) that shows or hides the
 * list (spec §2: "On small screens the columns collapse into toggles"). The links are always
 * in the HTML, so crawlers and no-JS visitors still get them from sm up.
 */
export function FooterColumnSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const listId = `${id}-links`;
  const headingSx = { fontSize: '0.95rem', fontWeight: 700, m: 0 } as const;

  return (
    <Box sx={{ borderBottom: { xs: 1, sm: 0 }, borderColor: 'divider' }}>
      <Typography component="h2" sx={{ ...headingSx, display: { xs: 'none', sm: 'block' }, mb: 1.5 }}>
        {title}
      </Typography>
      <Typography component="h2" sx={{ ...headingSx, display: { xs: 'block', sm: 'none' } }}>
        <ButtonBase
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            py: 1.5,
            font: 'inherit',
            textAlign: 'left',
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {title}
          <ExpandMore aria-hidden sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
        </ButtonBase>
      </Typography>
      <Box id={listId} sx={{ display: { xs: open ? 'block' : 'none', sm: 'block' }, pb: { xs: open ? 1.5 : 0, sm: 0 } }}>
        {children}
      </Box>
    </Box>
  );
}
