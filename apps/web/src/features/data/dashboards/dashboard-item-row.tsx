import { DASHBOARD_ITEM_HEIGHTS, DASHBOARD_ITEM_WIDTHS } from '@keeling/contract';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import { DeleteIcon } from '../../../components/icons/action-icons';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';
import { ArrowDownIcon, ArrowUpIcon } from '../components/data-icons';
import type { DashboardFormValues } from './dashboard-form';

interface DashboardItemRowProps {
  control: Control<DashboardFormValues>;
  index: number;
  title: string;
  isFirst: boolean;
  isLast: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/** One chart of the dashboard: its position, width and height, and its removal. */
export function DashboardItemRow(props: DashboardItemRowProps) {
  const { control, index, title, isFirst, isLast, onMoveUp, onMoveDown, onRemove } = props;
  const { t } = useTranslation('data');
  return (
    <ListItem divider sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
      <Typography sx={{ flex: '1 1 200px', minWidth: 0 }} noWrap>
        {index + 1}. {title}
      </Typography>
      <Stack direction="row" spacing={1.5}>
        <Controller
          control={control}
          name={`items.${index}.width`}
          render={({ field: { ref, ...field } }) => (
            <SelectField
              size="small"
              {...field}
              inputRef={ref}
              onChange={(event) => field.onChange(Number(event.target.value))}
              label={t('dashboards.width', { title })}
              sx={{ minWidth: 120 }}
            >
              {DASHBOARD_ITEM_WIDTHS.map((width) => (
                <MenuItem key={width} value={width}>
                  {t(`dashboards.widths.${width}`)}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name={`items.${index}.height`}
          render={({ field: { ref, ...field } }) => (
            <SelectField
              size="small"
              {...field}
              inputRef={ref}
              label={t('dashboards.height', { title })}
              sx={{ minWidth: 120 }}
            >
              {DASHBOARD_ITEM_HEIGHTS.map((height) => (
                <MenuItem key={height} value={height}>
                  {t(`dashboards.heights.${height}`)}
                </MenuItem>
              ))}
            </SelectField>
          )}
        />
      </Stack>
      <Stack direction="row">
        <IconButton
          aria-label={t('dashboards.moveUp', { title })}
          disabled={isFirst}
          onClick={onMoveUp}
        >
          <ArrowUpIcon />
        </IconButton>
        <IconButton
          aria-label={t('dashboards.moveDown', { title })}
          disabled={isLast}
          onClick={onMoveDown}
        >
          <ArrowDownIcon />
        </IconButton>
        <IconButton aria-label={t('dashboards.remove', { title })} onClick={onRemove}>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </ListItem>
  );
}
