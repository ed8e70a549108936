import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { APP_NAME } from '../../../config';
import { CompactLayout } from '../../../layouts/compact/compact-layout';
import { NotFoundIllustration } from '../components/not-found-illustration';

export default function NotFoundPage() {
  return (
    <CompactLayout>
      <title>{`404 Page not found | ${APP_NAME}`}</title>
      <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
        Sorry, page not found!
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Sorry, we couldn’t find the page you’re looking for. Perhaps you’ve mistyped the URL? Be
        sure to check your spelling.
      </Typography>
      <NotFoundIllustration sx={{ my: { xs: 5, sm: 8 }, mx: 'auto', maxWidth: 360 }} />
      <Button
        component={RouterLink}
        to={paths.root}
        size="large"
        variant="contained"
        color="inherit"
      >
        Go to home
      </Button>
    </CompactLayout>
  );
}
