import type { ReactNode } from 'react';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** The dialog's title (its accessible name) and an optional subtitle (its description). */
export function DialogHeading({ titleId, descriptionId, title, subtitle }: { titleId: string; descriptionId: string; title: ReactNode; subtitle?: ReactNode }) {
  return (
    <>
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ fontWeight: 800, textAlign: 'center', px: 0, pt: 0, pb: subtitle ? 1 : 3 }}>
        {title}
      </DialogTitle>
      {subtitle ? (
        <Typography id={descriptionId} sx={{ color: 'text.secondary', textAlign: 'center', mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  );
}
