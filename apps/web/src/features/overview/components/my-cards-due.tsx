import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLiveChanges } from '../../../lib/live-events';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useMyCardsDueSoon } from '../api/get-my-cards';
import { ListCard } from './list-card';

/** The signed-in member's cards due within a week (overdue ones first), each opening its board. */
export function MyCardsDue() {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  const { data, error, refetch } = useMyCardsDueSoon();
  // a card changed on a board (by anyone): read the list again
  useLiveChanges({
    onChange: (change) => {
      if (change.kind === 'kanban.card' || change.kind === 'kanban.board') void refetch();
    },
    onReset: () => void refetch(),
  });
  return (
    <ListCard
      title={t('myCards.title')}
      empty={t('myCards.empty')}
      count={data?.length}
      error={error}
    >
      {data?.map(({ card, boardTitle }) => (
        <ListItem key={card.id} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={`${paths.dashboard.kanban}?board=${encodeURIComponent(card.boardId)}`}
          >
            <ListItemText
              primary={card.title}
              secondary={t('myCards.line', {
                board: boardTitle,
                date: card.dueDate ? format.date(`${card.dueDate}T00:00:00`) : '',
              })}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </ListCard>
  );
}
