import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type BaseSelectProps } from '@mui/material/Select';
import {
  type FieldCommonProps,
  FieldFrame,
  type FieldSlotProps,
  useFieldParts,
} from './outlined-field';

type SelectOwnProps<Value> = Pick<
  BaseSelectProps<Value>,
  | 'autoFocus'
  | 'children'
  | 'defaultValue'
  | 'displayEmpty'
  | 'inputRef'
  | 'name'
  | 'onBlur'
  | 'onChange'
  | 'value'
>;

export interface SelectFieldProps<Value> extends FieldCommonProps, SelectOwnProps<Value> {
  slotProps?: Omit<FieldSlotProps, 'htmlInput'> & { select?: Partial<BaseSelectProps<Value>> };
}

/**
 * The app's select (issue 16): what MUI's `<TextField select>` draws, from the same parts as
 * `OutlinedField` around MUI's Select (a combobox and its listbox; the keyboard is MUI's), its
 * options `MenuItem` children. The label names the combobox (`aria-labelledby`), the helper text
 * describes it. Only a page that draws a select loads Select and its menu.
 */
export function SelectField<Value = string>({ slotProps = {}, ...props }: SelectFieldProps<Value>) {
  const { id, labelId, frame, control } = useFieldParts(props);
  return (
    <FieldFrame {...frame} labelProps={{ id: labelId, component: 'div' }} slotProps={slotProps}>
      <Select<Value>
        aria-describedby={frame.helperId}
        {...control}
        id={id}
        labelId={labelId}
        input={
          <OutlinedInput
            fullWidth={frame.fullWidth}
            label={frame.label}
            notched
            {...slotProps.input}
          />
        }
        {...slotProps.select}
      />
    </FieldFrame>
  );
}
