import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../locales/use-translation';

/** SPEC §2: the simple top bar's 'Need help?' link to the home route. */
export function NeedHelpLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={paths.root} variant="subtitle2" color="inherit">
      {t('needHelp')}
    </Link>
  );
}
