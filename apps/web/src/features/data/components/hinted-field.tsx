import { OutlinedField, type OutlinedFieldProps } from '../../../components/outlined-field';

/** A text field whose helper line shows its error when it has one, else a hint. */
export function HintedField({ hint, helperText, ...props }: OutlinedFieldProps & { hint: string }) {
  return <OutlinedField {...props} helperText={helperText ?? hint} />;
}
