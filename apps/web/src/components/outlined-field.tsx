import FormControl, { type FormControlProps } from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ElementType, type ReactNode, useId } from 'react';

/** What the field's root (a FormControl) takes, as TextField's root does. */
type FieldRootProps = Pick<
  FormControlProps,
  'className' | 'disabled' | 'error' | 'fullWidth' | 'margin' | 'required' | 'size' | 'sx'
>;

/** The props OutlinedField and SelectField share: the root's, the label, the helper text, the id. */
export interface FieldCommonProps extends FieldRootProps {
  label: ReactNode;
  helperText?: ReactNode;
  /** The input's id (generated when not given); the label and the helper text follow it. */
  id?: string;
}

/** TextField's slots the two fields keep, so a call site (and Autocomplete's params) reads alike. */
export interface FieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

interface FieldFrameProps extends Omit<FieldCommonProps, 'id'> {
  /** The label's own id and what it names: `htmlFor` an input, or the `id` a combobox cites. */
  labelProps: { id: string; htmlFor?: string; component?: ElementType };
  helperId?: string;
  slotProps: Pick<FieldSlotProps, 'inputLabel' | 'formHelperText'>;
  children: ReactNode;
}

/**
 * A field's props split as TextField splits them: the frame's (root, label, helper text, with the
 * ids TextField makes: `<id>-label`, `<id>-helper-text` when there is helper text) and the rest,
 * for the control.
 */
export function useFieldParts<P extends FieldCommonProps>(props: P) {
  const { label, helperText, id: idOverride, ...rest } = props;
  const { className, disabled, error, fullWidth, margin, required, size, sx, ...control } = rest;
  const generated = useId();
  const id = idOverride ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const frame = {
    className,
    disabled,
    error,
    fullWidth,
    margin,
    required,
    size,
    sx,
    label,
    helperText,
    helperId,
  };
  return { id, labelId: `${id}-label`, frame, control };
}

/**
 * The frame both fields draw: TextField's root (a FormControl that gives the input its error,
 * required, disabled and size), the label, always shrunk into the outline's notch, and the helper
 * text the input's `aria-describedby` names.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { label, labelProps, helperText, helperId, slotProps, children, ...root } = props;
  return (
    <FormControl variant="outlined" {...root}>
      {label != null && label !== '' && (
        <InputLabel {...labelProps} {...slotProps.inputLabel} shrink>
          {label}
        </InputLabel>
      )}
      {children}
      {helperText && (
        <FormHelperText id={helperId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

type InputProps = Pick<
  OutlinedInputProps,
  | 'autoComplete'
  | 'autoFocus'
  | 'defaultValue'
  | 'endAdornment'
  | 'inputRef'
  | 'maxRows'
  | 'minRows'
  | 'multiline'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'onFocus'
  | 'placeholder'
  | 'rows'
  | 'startAdornment'
  | 'type'
  | 'value'
>;

export interface OutlinedFieldProps extends FieldCommonProps, InputProps {
  slotProps?: FieldSlotProps;
}

/**
 * The app's text field (issue 16): what MUI's TextField draws with `variant="outlined"` and the
 * theme's shrunk label, built from its own parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) as MUI documents for customised fields. TextField imports Select and its menu
 * machinery (Menu, Popover, Modal, focus trap…) whether or not it draws a select: ≈ 22 KiB gzip
 * on every page with a field. A select is `SelectField`.
 *
 * It takes TextField's props the app uses, `slotProps` included, so `fieldProps(...)` spreads
 * into it and an Autocomplete's `renderInput` params (`id`, `disabled`, `fullWidth`, `size`,
 * `slotProps.input`/`htmlInput`/`inputLabel`) spread into it as into a TextField.
 */
export function OutlinedField({ slotProps = {}, ...props }: OutlinedFieldProps) {
  const { id, labelId, frame, control } = useFieldParts(props);
  return (
    <FieldFrame {...frame} labelProps={{ htmlFor: id, id: labelId }} slotProps={slotProps}>
      <OutlinedInput
        aria-describedby={frame.helperId}
        fullWidth={frame.fullWidth}
        {...control}
        id={id}
        inputProps={slotProps.htmlInput}
        label={frame.label}
        notched
        {...slotProps.input}
      />
    </FieldFrame>
  );
}
