import { type Chart, DASHBOARD_LIMITS } from '@keeling/contract';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../locales/use-translation';
import { AddChartField } from './add-chart-field';
import { type DashboardFormValues, newItem } from './dashboard-form';
import { DashboardItemRow } from './dashboard-item-row';

interface DashboardItemsEditorProps {
  control: Control<DashboardFormValues>;
  /** The charts one can add (and the names of those already in). */
  charts: Chart[];
}

/** The dashboard's charts in order: add, remove, move up and down, and size each. */
export function DashboardItemsEditor({ control, charts }: DashboardItemsEditorProps) {
  const { t } = useTranslation('data');
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'items' });
  const titleOf = (chartId: string) =>
    charts.find((chart) => chart.id === chartId)?.title ?? t('dashboards.unknownChart');

  return (
    <Stack spacing={2}>
      {fields.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('dashboards.noItems')}
        </Typography>
      ) : (
        <List aria-label={t('dashboards.items')} disablePadding>
          {fields.map((item, index) => (
            <DashboardItemRow
              key={item.id}
              control={control}
              index={index}
              title={titleOf(item.chartId)}
              isFirst={index === 0}
              isLast={index === fields.length - 1}
              onMoveUp={() => swap(index, index - 1)}
              onMoveDown={() => swap(index, index + 1)}
              onRemove={() => remove(index)}
            />
          ))}
        </List>
      )}
      <AddChartField
        charts={charts}
        disabled={fields.length >= DASHBOARD_LIMITS.itemsMax}
        onAdd={(chart) => append(newItem(chart.id))}
      />
    </Stack>
  );
}
