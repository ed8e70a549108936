import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useNextWeek } from '../api/get-next-week';
import { ListCard } from './list-card';

/** The next seven days of the calendars the user sees (team, own, invitations). */
export function NextSevenDays() {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  const { data, error } = useNextWeek();
  return (
    <ListCard
      title={t('nextWeek.title')}
      empty={t('nextWeek.empty')}
      count={data?.length}
      error={error}
      action={
        <Button component={RouterLink} to={paths.dashboard.calendar} size="small">
          {t('nextWeek.open')}
        </Button>
      }
    >
      {data?.map((occurrence) => (
        <ListItem key={occurrence.key}>
          <ListItemText
            primary={occurrence.title}
            secondary={
              occurrence.allDay
                ? t('nextWeek.allDay', { date: format.date(`${occurrence.start}T12:00:00`) })
                : format.dateTime(occurrence.start)
            }
          />
        </ListItem>
      ))}
    </ListCard>
  );
}
