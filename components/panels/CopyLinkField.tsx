'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';

type Labels = { field: string; copy: string; copied: string; failed: string };

/** A read-only link with a copy button; the result is announced politely. */
export function CopyLinkField({ value, labels, id = 'copy-link' }: { value: string; labels: Labels; id?: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: { xs: 'stretch', sm: 'flex-start' }, flexDirection: { xs: 'column', sm: 'row' } }}>
      <TextField
        id={id}
        label={labels.field}
        value={value}
        fullWidth
        helperText={status === 'copied' ? labels.copied : status === 'failed' ? labels.failed : ' '}
        error={status === 'failed'}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select() },
          formHelperText: { role: 'status', 'aria-live': 'polite' } as Record<string, string>,
        }}
      />
      <Button variant="contained" onClick={() => void copy()} startIcon={status === 'copied' ? <Check aria-hidden /> : <ContentCopy aria-hidden />} sx={{ flexShrink: 0, minHeight: 56 }}>
        {labels.copy}
      </Button>
    </Box>
  );
}
