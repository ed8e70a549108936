import type { Trip } from '@keeling/contract';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { DeleteIcon, EditIcon } from '../../../components/icons/action-icons';
import { useTranslation } from '../../../locales/use-translation';
import { ChartIcon } from './travel-icons';

export interface TripActionProps {
  /** Whether the user may edit and delete this trip (their own, or any for editors). */
  canEdit: (trip: Trip) => boolean;
  onCompare: (trip: Trip) => void;
  onEdit: (trip: Trip) => void;
  onDelete: (trip: Trip) => void;
}

/** A trip's buttons, in the grid's last column and on a phone's card: compare, edit, delete. */
export function TripActions({
  trip,
  canEdit,
  onCompare,
  onEdit,
  onDelete,
}: TripActionProps & { trip: Trip }) {
  const { t } = useTranslation('travel');
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', height: 1, alignItems: 'center' }}>
      <Tooltip title={t('actions.compare')}>
        <IconButton
          aria-label={t('actions.compareTrip', { title: trip.title })}
          onClick={() => onCompare(trip)}
        >
          <ChartIcon />
        </IconButton>
      </Tooltip>
      {canEdit(trip) && (
        <>
          <Tooltip title={t('actions.edit')}>
            <IconButton
              aria-label={t('actions.editTrip', { title: trip.title })}
              onClick={() => onEdit(trip)}
            >
              <EditIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <IconButton
              aria-label={t('actions.deleteTrip', { title: trip.title })}
              color="error"
              onClick={() => onDelete(trip)}
            >
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </>
      )}
    </Stack>
  );
}
