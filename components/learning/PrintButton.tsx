'use client';

import Button from '@mui/material/Button';
import PrintOutlined from '@mui/icons-material/PrintOutlined';

/** Opens the browser's print dialog, where "Save as PDF" downloads the page (the certificate's print CSS keeps only the certificate). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
      {label}
    </Button>
  );
}
