import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field whose helper line shows its error when it has one, else a hint. */
export function HintedField({ hint, helperText, ...props }: TextFieldProps & { hint: string }) {
  return <TextField {...props} helperText={helperText ?? hint} />;
}
