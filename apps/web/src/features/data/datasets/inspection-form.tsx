import {
  DATASET_LIMITS,
  type DatasetCreateBody,
  type DatasetInspection,
  type DatasetReadingBody,
  datasetCreateBodySchema,
} from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { ChipsField } from '../../../components/chips-field';
import { OutlinedField } from '../../../components/outlined-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useStagedQuality } from '../api/column-quality';
import { HintedField } from '../components/hinted-field';
import { ColumnEditor } from './column-editor';
import { ImportError } from './import-error';
import { ProgressLine } from './progress-line';
import { RefreshIntervalField } from './refresh-interval-field';
import { RejectedValuesAlert } from './rejected-values-alert';
import type { ImportFlow } from './use-import-flow';

const resolver = contractResolver(datasetCreateBodySchema);

/** A name from the file's name or the address's last part, without `.csv`. */
function nameOf(inspection: DatasetInspection): string {
  const source = inspection.fileName ?? inspection.sourceUrl?.split(/[?#]/)[0]?.split('/').pop();
  return (source ?? '').replace(/\.csv$/i, '').slice(0, DATASET_LIMITS.nameMax);
}

function defaultsOf(inspection: DatasetInspection): DatasetCreateBody {
  return {
    stagingId: inspection.stagingId,
    name: nameOf(inspection),
    slug: '',
    description: '',
    licence: '',
    citation: '',
    missingMarkers: [],
    columns: inspection.columns.map(({ name, type, missingMarkers }) => ({
      name,
      type,
      unit: '',
      missingMarkers,
    })),
    rejected: 'refuse',
    refreshIntervalHours: null,
  };
}

/**
 * The types and markers chosen in the form, as the server reads a staged file with them; the
 * last one half a second after the person stopped changing them.
 */
function useReading(control: Control<DatasetCreateBody>): DatasetReadingBody {
  const [columns, missingMarkers] = useWatch({ control, name: ['columns', 'missingMarkers'] });
  const reading = {
    missingMarkers: missingMarkers ?? [],
    columns: columns.map(({ type, missingMarkers: own }) => ({ type, missingMarkers: own ?? [] })),
  };
  const key = useDebouncedValue(JSON.stringify(reading), 500);
  return useMemo(() => JSON.parse(key) as DatasetReadingBody, [key]);
}

/** Second step: the inspection, editable (columns, missing-value markers, description), then Save. */
export function InspectionForm({ flow }: { flow: ImportFlow & { inspection: DatasetInspection } }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const { inspection, importProgress } = flow;
  const form = useForm<DatasetCreateBody>({ resolver, defaultValues: defaultsOf(inspection) });
  const reading = useReading(form.control);
  const inspected = useRef(reading).current;
  const { quality, isReading } = useStagedQuality(
    inspection.stagingId,
    reading,
    inspected,
    inspection.columns.map((c) => c.quality),
  );
  const field = (name: 'name' | 'slug' | 'description' | 'licence' | 'citation') =>
    fieldProps(form, name, t(`import.${name}`), t);
  const onSubmit = form.handleSubmit(({ stagingId: _, importId: __, columns, ...body }) =>
    flow.save({ ...body, columns: columns.map((c) => ({ ...c, unit: c.unit?.trim() || null })) }),
  );
  const done = importProgress?.rowsDone ?? 0;
  const total = importProgress?.rowsTotal || inspection.rowCount;
  const share = total > 0 ? Math.min(1, done / total) : 0;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('import.found', {
          rows: format.number(inspection.rowCount),
          columns: format.number(inspection.columns.length),
        })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OutlinedField {...field('name')} required fullWidth />
        <HintedField {...field('slug')} hint={t('import.slugHelp')} fullWidth />
      </Stack>
      <OutlinedField {...field('description')} multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <OutlinedField {...field('licence')} fullWidth />
        <OutlinedField {...field('citation')} fullWidth />
      </Stack>
      <Controller
        control={form.control}
        name="missingMarkers"
        render={({ field: markers }) => (
          <ChipsField
            label={t('import.missingMarkers')}
            helperText={t('import.missingMarkersHelp')}
            maxItems={DATASET_LIMITS.missingMarkersMax}
            maxLength={50}
            value={markers.value ?? []}
            onChange={markers.onChange}
          />
        )}
      />
      {inspection.sourceUrl !== null && (
        <Controller
          control={form.control}
          name="refreshIntervalHours"
          render={({ field: interval }) => (
            <RefreshIntervalField
              name={interval.name}
              value={interval.value}
              onChange={interval.onChange}
              onBlur={interval.onBlur}
              inputRef={interval.ref}
              helperText={t('schedule.help')}
              sx={{ alignSelf: 'flex-start', minWidth: 240 }}
            />
          )}
        />
      )}
      <ColumnEditor
        headers={inspection.columns.map((column) => column.name)}
        sample={inspection.sample}
        control={form.control}
        register={form.register}
        quality={quality}
      />
      <RejectedValuesAlert
        control={form.control}
        stagingId={inspection.stagingId}
        reading={reading}
        quality={quality}
        isReading={isReading}
      />
      {flow.isSaving && (
        <ProgressLine
          label={t('import.importProgress')}
          value={Math.round(share * 100)}
          caption={t('import.imported', {
            done: format.number(done),
            total: format.number(total),
          })}
        />
      )}
      {flow.saveError && <ImportError error={flow.saveError} record={importProgress} />}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button color="inherit" variant="outlined" onClick={flow.restart} disabled={flow.isSaving}>
          {t('import.back')}
        </Button>
        <Button type="submit" variant="contained" loading={flow.isSaving}>
          {t('import.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
