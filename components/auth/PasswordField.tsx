'use client';

import { useState, type Ref } from 'react';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslations } from 'next-intl';

type PasswordFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  helperText?: string;
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
};

/** A password input with a labelled show/hide toggle. */
export function PasswordField({ id, name, label, value, onChange, onBlur, inputRef, error, helperText, autoComplete, maxLength }: PasswordFieldProps) {
  const t = useTranslations('auth');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error ?? helperText}
      autoComplete={autoComplete}
      required
      fullWidth
      slotProps={{
        htmlInput: { maxLength, 'aria-invalid': error ? true : undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={visible ? t('hidePassword') : t('showPassword')}
                aria-pressed={visible}
                aria-controls={id}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
