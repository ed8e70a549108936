import {
  type Dataset,
  type DatasetAnnotationBody,
  datasetAnnotationBodySchema,
} from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useAnnotations, useAnnotationWrites } from '../api/annotations';

const resolver = contractResolver(datasetAnnotationBodySchema);
const EMPTY: DatasetAnnotationBody = { from: '', to: '', text: '' };

/**
 * The notes on a data set's time ranges (drawn on its charts): listed for everyone; added and
 * removed by editors and admins.
 */
export function AnnotationsCard({
  dataset,
  canManage,
  notify,
}: {
  dataset: Dataset;
  canManage: boolean;
  notify: (message: string) => void;
}) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const { data } = useAnnotations(dataset.id);
  const { add, remove } = useAnnotationWrites(dataset.id);
  const form = useForm<DatasetAnnotationBody>({ resolver, defaultValues: EMPTY });
  const field = (name: 'from' | 'to' | 'text') =>
    fieldProps(form, name, t(`annotations.${name}`), t);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      form.reset(EMPTY);
      notify(t('annotations.added'));
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const day = (value: string) => format.date(`${value}T00:00:00Z`);

  return (
    <Card>
      <CardHeader
        title={t('annotations.title')}
        subheader={t('annotations.intro')}
        slotProps={{ title: { component: 'h2' } }}
      />
      <CardContent>
        {data && data.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('annotations.empty')}</Typography>
        )}
        {data && data.length > 0 && (
          <List dense aria-label={t('annotations.title')}>
            {data.map((note) => (
              <ListItem
                key={note.id}
                disableGutters
                secondaryAction={
                  canManage && (
                    <Button
                      size="small"
                      color="error"
                      aria-label={t('annotations.removeOf', { text: note.text })}
                      loading={remove.isPending && remove.variables === note.id}
                      onClick={() =>
                        remove.mutate(note.id, {
                          onSuccess: () => notify(t('annotations.removed')),
                        })
                      }
                    >
                      {t('annotations.remove')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  primary={note.text}
                  secondary={
                    note.from === note.to ? day(note.from) : `${day(note.from)} – ${day(note.to)}`
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
        {canManage && (
          <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} sx={{ mt: 2 }}>
            {form.formState.errors.root?.server && (
              <Typography role="alert" sx={{ color: 'error.main' }}>
                {form.formState.errors.root.server.message}
              </Typography>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {/* days as the data set writes them; the server checks the form */}
              <OutlinedField {...field('from')} placeholder={t('annotations.dayFormat')} required />
              <OutlinedField {...field('to')} placeholder={t('annotations.dayFormat')} required />
              <OutlinedField {...field('text')} required fullWidth />
            </Stack>
            <Button
              type="submit"
              variant="outlined"
              loading={add.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('annotations.add')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
