import {
  type DatasetColumn,
  DERIVED_KINDS,
  DERIVED_LIMITS,
  type DerivedKind,
  type DerivedSeries,
  YEAR_ON_YEAR_CHANGES,
} from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { Controller, type Path, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { useDataset } from '../api/get-dataset';
import { columnChips } from '../components/column-chips';
import type { ChartFormValues } from './chart-form';
import { DatasetField } from './dataset-field';

/** Marks "no derived series" in the select (a form value is never undefined). */
const NONE = 'none';
const DEFAULT_WINDOW = 12;

/** A field's error as the MUI field shows it. */
type FieldErrorOf = (
  name: Path<ChartFormValues>,
  label: string,
) => { error: boolean; helperText: string | undefined };

type Ratio = Extract<DerivedSeries, { kind: 'ratio' }>;

/** A kind's starting values. */
function startOf(kind: DerivedKind): DerivedSeries {
  switch (kind) {
    case 'movingAverage':
      return { kind, window: DEFAULT_WINDOW };
    case 'yearOnYear':
      return { kind, change: 'difference' };
    default:
      return { kind, datasetId: '', column: '', keys: [] };
  }
}

/**
 * A derived series of the chart (computed on the server, in SQL): a moving average over a window
 * of points, the change on a year earlier, or a ratio to a column of a second data set joined on
 * columns of the same names (per capita).
 */
export function DerivedFields({ columns }: { columns: DatasetColumn[] }) {
  const { t } = useTranslation('data');
  const { control } = useFormContext<ChartFormValues>();
  const formState = useFormState({ control });
  const derived = useWatch({ control, name: 'derived' });
  const error: FieldErrorOf = (name, label) => fieldError(formState, name, label, t);

  return (
    <Controller
      control={control}
      name="derived"
      render={({ field }) => {
        const set = (next: DerivedSeries | undefined) => field.onChange(next);
        return (
          <Stack spacing={2.5}>
            <SelectField
              value={derived?.kind ?? NONE}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                const kind = event.target.value as DerivedKind | typeof NONE;
                set(kind === NONE ? undefined : startOf(kind));
              }}
              label={t('builder.derived.kind')}
              helperText={t('builder.derived.kindHelp')}
            >
              <MenuItem value={NONE}>{t('builder.derived.kinds.none')}</MenuItem>
              {DERIVED_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`builder.derived.kinds.${kind}`)}
                </MenuItem>
              ))}
            </SelectField>
            {derived?.kind === 'movingAverage' && (
              <OutlinedField
                type="number"
                label={t('builder.derived.window')}
                value={Number.isFinite(derived.window) ? String(derived.window) : ''}
                onChange={(event) =>
                  set({ kind: 'movingAverage', window: Number.parseInt(event.target.value, 10) })
                }
                slotProps={{
                  htmlInput: { min: DERIVED_LIMITS.windowMin, max: DERIVED_LIMITS.windowMax },
                }}
                {...error('derived.window', t('builder.derived.window'))}
                helperText={
                  error('derived.window', t('builder.derived.window')).helperText ??
                  t('builder.derived.windowHelp')
                }
              />
            )}
            {derived?.kind === 'yearOnYear' && (
              <SelectField
                value={derived.change}
                onChange={(event) =>
                  set({
                    kind: 'yearOnYear',
                    change: event.target.value as (typeof YEAR_ON_YEAR_CHANGES)[number],
                  })
                }
                label={t('builder.derived.change')}
              >
                {YEAR_ON_YEAR_CHANGES.map((change) => (
                  <MenuItem key={change} value={change}>
                    {t(`builder.derived.changes.${change}`)}
                  </MenuItem>
                ))}
              </SelectField>
            )}
            {derived?.kind === 'ratio' && (
              <RatioFields value={derived} onChange={set} columns={columns} error={error} />
            )}
          </Stack>
        );
      }}
    />
  );
}

interface RatioFieldsProps {
  value: Ratio;
  onChange: (value: Ratio) => void;
  /** The chart's data set's columns (the keys are among them). */
  columns: DatasetColumn[];
  error: FieldErrorOf;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The second data set, its column to divide by, and the columns the two are joined on. */
function RatioFields({ value, onChange, columns, error }: RatioFieldsProps) {
  const { t } = useTranslation('data');
  const { control } = useFormContext<ChartFormValues>();
  const [yColumns, seriesColumn] = useWatch({ control, name: ['yColumns', 'seriesColumn'] });
  const { data: divisor } = useDataset(value.datasetId || null);
  const nameOf = (key: string) => columns.find((column) => column.key === key)?.name ?? key;
  const divisorNumbers = divisor?.columns.filter((column) => column.type === 'number') ?? [];
  const label = {
    dataset: t('builder.derived.divisorDataset'),
    column: t('builder.derived.divisorColumn'),
    keys: t('builder.derived.keys'),
  };

  return (
    <>
      <DatasetField
        label={label.dataset}
        value={divisor && divisor.id === value.datasetId ? divisor : null}
        onChange={(chosen) => {
          // the columns of the chart's data set that the second one has too (not the values
          // nor the split): Code and Year for emissions split by Entity over population
          const shared = chosen
            ? columns.filter(
                (column) =>
                  !yColumns?.includes(column.key) &&
                  column.key !== seriesColumn &&
                  chosen.columns.some((other) => sameName(other.name, column.name)),
              )
            : [];
          const numbers = chosen?.columns.filter((column) => column.type === 'number') ?? [];
          const only = numbers.length === 1 ? numbers[0] : undefined;
          onChange({
            kind: 'ratio',
            datasetId: chosen?.id ?? '',
            column: only?.key ?? '',
            keys: shared.map((column) => column.key),
          });
        }}
        {...error('derived.datasetId', label.dataset)}
      />
      {divisor && (
        <SelectField
          required
          value={value.column}
          onChange={(event) => onChange({ ...value, column: String(event.target.value) })}
          label={label.column}
          {...error('derived.column', label.column)}
        >
          {divisorNumbers.map((column) => (
            <MenuItem key={column.key} value={column.key}>
              {column.name}
            </MenuItem>
          ))}
        </SelectField>
      )}
      {divisor && (
        <SelectField
          required
          value={value.keys}
          onChange={(event) => {
            const keys = event.target.value;
            onChange({ ...value, keys: typeof keys === 'string' ? keys.split(',') : keys });
          }}
          label={label.keys}
          {...error('derived.keys', label.keys)}
          helperText={error('derived.keys', label.keys).helperText ?? t('builder.derived.keysHelp')}
          slotProps={{ select: { multiple: true, renderValue: columnChips(nameOf) } }}
        >
          {columns.map((column) => (
            <MenuItem key={column.key} value={column.key}>
              {column.name}
            </MenuItem>
          ))}
        </SelectField>
      )}
    </>
  );
}
