import type { KanbanLabel, KanbanPerson } from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';
import { type BoardFilters, DUE_FILTERS, type DueFilter, isFiltered } from '../utils/board-filters';

interface FilterBarProps {
  filters: BoardFilters;
  people: KanbanPerson[];
  labels: KanbanLabel[];
  shown: number;
  total: number;
  onChange: (changes: Partial<BoardFilters>) => void;
}

const ANY = 'any';

/** The board's filters (kept in the URL): assignees, labels and due date; how many cards show. */
export function FilterBar({ filters, people, labels, shown, total, onChange }: FilterBarProps) {
  const { t } = useTranslation('kanban');
  const names = new Map(people.map((person) => [person.id, person.name]));
  return (
    <Stack
      component="search"
      aria-label={t('filters.label')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'center' } }}
    >
      <Autocomplete
        multiple
        size="small"
        sx={{ minWidth: 220 }}
        options={people.map((person) => person.id)}
        getOptionLabel={(id) => names.get(id) ?? id}
        value={filters.assignee}
        onChange={(_, assignee) => onChange({ assignee })}
        renderInput={(params) => <OutlinedField {...params} label={t('filters.assignees')} />}
      />
      <Autocomplete
        multiple
        size="small"
        sx={{ minWidth: 200 }}
        options={labels.map((label) => label.name)}
        value={filters.label}
        onChange={(_, label) => onChange({ label })}
        renderInput={(params) => <OutlinedField {...params} label={t('filters.labels')} />}
      />
      <SelectField
        size="small"
        label={t('filters.due')}
        value={filters.due ?? ANY}
        onChange={(event) =>
          onChange({
            due: event.target.value === ANY ? undefined : (event.target.value as DueFilter),
          })
        }
        sx={{ minWidth: 200 }}
      >
        <MenuItem value={ANY}>{t('filters.dueAny')}</MenuItem>
        {DUE_FILTERS.map((due) => (
          <MenuItem key={due} value={due}>
            {t(`filters.dueOptions.${due}`)}
          </MenuItem>
        ))}
      </SelectField>
      {isFiltered(filters) && (
        <>
          <Typography variant="body2" role="status">
            {t('filters.shown', { shown, total })}
          </Typography>
          <Button onClick={() => onChange({ assignee: [], label: [], due: undefined })}>
            {t('filters.clear')}
          </Button>
        </>
      )}
    </Stack>
  );
}
