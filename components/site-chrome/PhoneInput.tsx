'use client';

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PHONE_INPUT_MAX } from '@/lib/domain/site-chrome/phone-lead';

export type PhoneCountryOption = { code: string; name: string; phoneCode: string };

export type PhoneInputProps = {
  idPrefix: string;
  countries: readonly PhoneCountryOption[];
  code: { value: string; onChange: (v: string) => void; onBlur: () => void; error?: string; label: string; inputRef?: React.Ref<HTMLSelectElement> };
  number: { value: string; onChange: (v: string) => void; onBlur: () => void; error?: string; label: string; inputRef?: React.Ref<HTMLInputElement> };
  disabled?: boolean;
};

/**
 * The phone input (spec §2): a native select of calling codes from the countries table (one
 * option per country, so "Perú (+51)" and the code read out together) and the number. Both
 * are labelled, required and show their error under the field.
 */
export function PhoneInput({ idPrefix, countries, code, number, disabled }: PhoneInputProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr' } }}>
      <TextField
        id={`${idPrefix}-code`}
        select
        label={code.label}
        value={code.value}
        onChange={(e) => code.onChange(e.target.value)}
        onBlur={code.onBlur}
        error={Boolean(code.error)}
        helperText={code.error}
        required
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { ref: code.inputRef, autoComplete: 'tel-country-code' } }}
      >
        <option value="" />
        {countries.map((c) => (
          <option key={c.code} value={c.phoneCode}>
            {`${c.name} (${c.phoneCode})`}
          </option>
        ))}
      </TextField>
      <TextField
        id={`${idPrefix}-number`}
        label={number.label}
        value={number.value}
        onChange={(e) => number.onChange(e.target.value)}
        onBlur={number.onBlur}
        inputRef={number.inputRef}
        error={Boolean(number.error)}
        helperText={number.error}
        required
        disabled={disabled}
        fullWidth
        type="tel"
        slotProps={{ htmlInput: { maxLength: PHONE_INPUT_MAX, inputMode: 'tel', autoComplete: 'tel-national' } }}
      />
    </Box>
  );
}
