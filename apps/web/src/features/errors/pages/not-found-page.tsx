import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { CompactLayout } from '../../../layouts/compact/compact-layout';
import { useTranslation } from '../../../locales/use-translation';
import { NotFoundIllustration } from '../components/not-found-illustration';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CompactLayout>
      <title>{t('brandTitle', { page: t('notFound.pageTitle'), app: APP_NAME })}</title>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('notFound.text')}</Typography>
      <NotFoundIllustration sx={{ my: { xs: 5, sm: 8 }, mx: 'auto', maxWidth: 360 }} />
      <Button
        component={RouterLink}
        to={paths.root}
        size="large"
        variant="contained"
        color="inherit"
      >
        {t('goHome')}
      </Button>
    </CompactLayout>
  );
}
