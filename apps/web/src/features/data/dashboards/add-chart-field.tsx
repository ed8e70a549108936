import type { Chart } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { PlusIcon } from '../../../components/icons/action-icons';
import { OutlinedField } from '../../../components/outlined-field';
import { useTranslation } from '../../../locales/use-translation';

interface AddChartFieldProps {
  charts: Chart[];
  disabled: boolean;
  onAdd: (chart: Chart) => void;
}

/** Picks a saved chart and adds it at the end of the dashboard. */
export function AddChartField({ charts, disabled, onAdd }: AddChartFieldProps) {
  const { t } = useTranslation('data');
  const [chosen, setChosen] = useState<Chart | null>(null);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Autocomplete
        options={charts}
        value={chosen}
        onChange={(_event, chart) => setChosen(chart)}
        getOptionLabel={(chart) => chart.title}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={t('dashboards.noCharts')}
        disabled={disabled}
        sx={{ flexGrow: 1 }}
        renderInput={(params) => <OutlinedField {...params} label={t('dashboards.chartToAdd')} />}
      />
      <Button
        variant="outlined"
        startIcon={<PlusIcon />}
        disabled={disabled || !chosen}
        onClick={() => {
          if (chosen) onAdd(chosen);
          setChosen(null);
        }}
      >
        {t('dashboards.addChart')}
      </Button>
    </Stack>
  );
}
