import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, type Ref, useId } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'notched' | 'ref'> {
  label: string;
  helperText?: ReactNode;
  /** Reaches the <input> itself (react-hook-form's register() passes one). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field built from its parts: MUI's TextField also bundles Select, Menu and
 * Modal, which the sign-in page does not need. The label always floats (like Minimal's forms).
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth = true,
  id,
  ref,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl variant="outlined" error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={inputId} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={label}
        notched
        inputProps={{ ...input.inputProps, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
