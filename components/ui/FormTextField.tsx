'use client';

import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur' | 'inputRef'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Shown under the field while it has no error (the error message takes its place). */
  helperText?: ReactNode;
  /** Runs after the form has the new value: a field that resets another (a course resets its lecture). */
  onValueChange?: (value: string) => void;
};

/**
 * A react-hook-form field drawn as MUI's TextField (plain, multiline or `select` with MenuItem
 * children): the one place that wires the value (empty for unset), change, blur, the input's ref
 * (so a failed submit focuses the first wrong field) and the field's error message in place of
 * its help text. The learner area's forms (notes, projects) had this wiring written out per field.
 */
export function FormTextField<T extends FieldValues>({ name, control, helperText, onValueChange, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
