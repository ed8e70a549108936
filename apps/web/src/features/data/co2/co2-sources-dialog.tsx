import { CO2_SOURCE_ROLES, type Co2SourceRole, type Co2Sources } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/error-message';
import { showServerError } from '../../../lib/server-errors';
import { useTranslation } from '../../../locales/use-translation';
import { useCo2Sources, useSetCo2Sources } from '../api/co2-sources';
import { LoadingBlock } from '../components/page-states';

/** A part's choice in the form: a data set's id, or '' for none. */
type Choices = Record<Co2SourceRole, string>;

const choicesOf = (sources: Co2Sources): Choices =>
  Object.fromEntries(sources.map((s) => [s.role, s.dataset?.id ?? ''])) as Choices;

interface Co2SourcesDialogProps {
  onClose: () => void;
  onSaved: () => void;
}

function SourcesForm({
  sources,
  onClose,
  onSaved,
}: Co2SourcesDialogProps & { sources: Co2Sources }) {
  const { t } = useTranslation('data');
  const save = useSetCo2Sources();
  const form = useForm<Choices>({ defaultValues: choicesOf(sources) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (choices) => {
    const body = Object.fromEntries(
      CO2_SOURCE_ROLES.map((role) => [role, choices[role] === '' ? null : choices[role]]),
    );
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (error) {
      showServerError(form, error, t);
    }
  });

  return (
    <FormDialog
      title={t('co2.sourcesTitle')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      fullScreenOnPhone
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('co2.sourcesText')}
      </Typography>
      {sources.map(({ role, candidates }) => (
        <Controller
          key={role}
          control={form.control}
          name={role}
          render={({ field: { ref, ...field } }) => (
            <SelectField
              {...field}
              inputRef={ref}
              label={t(`co2.roles.${role}`)}
              helperText={candidates.length === 0 ? t('co2.noCandidates') : undefined}
              displayEmpty
              fullWidth
            >
              <MenuItem value="">{t('co2.none')}</MenuItem>
              {candidates.map((dataset) => (
                <MenuItem key={dataset.id} value={dataset.id}>
                  {dataset.name}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
      ))}
    </FormDialog>
  );
}

/**
 * The CO2 page's settings: which data set each of its parts reads (the monthly means, the
 * annual means, the growth rates, the emissions by country), offered among those that fit.
 */
export function Co2SourcesDialog({ onClose, onSaved }: Co2SourcesDialogProps) {
  const { t } = useTranslation('data');
  const sources = useCo2Sources(true);
  if (sources.data)
    return <SourcesForm sources={sources.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <FormDialog
      title={t('co2.sourcesTitle')}
      submitLabel={t('actions.save')}
      cancelLabel={t('actions.cancel')}
      isSubmitting={false}
      error={sources.error ? errorMessage(t, sources.error) : undefined}
      onSubmit={(event) => event.preventDefault()}
      onClose={onClose}
    >
      {!sources.error && <LoadingBlock />}
    </FormDialog>
  );
}
