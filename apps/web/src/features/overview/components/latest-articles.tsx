import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useLatestArticles } from '../api/get-latest-articles';
import { ListCard } from './list-card';

/** The newest published articles, each a link to it. */
export function LatestArticles() {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  const { data, error } = useLatestArticles();
  return (
    <ListCard
      title={t('articles.title')}
      empty={t('articles.empty')}
      count={data?.length}
      error={error}
      action={
        <Button component={RouterLink} to={paths.dashboard.blog} size="small" color="inherit">
          {t('articles.all')}
        </Button>
      }
    >
      {data?.map((article) => (
        // a list's rows are its items (li); the link sits inside one
        <ListItem key={article.id} disablePadding>
          <ListItemButton component={RouterLink} to={paths.dashboard.article(article.slug)}>
            <ListItemText
              primary={article.title}
              secondary={format.date(article.publishedAt ?? article.updatedAt)}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </ListCard>
  );
}
