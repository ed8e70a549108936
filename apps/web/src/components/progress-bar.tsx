import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';
import { useTranslation } from '../locales/use-translation';

/** SPEC §1: a 2.5 px bar at the top while a route (lazy chunk, loader) is loading. */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label={t('loadingPage')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 2.5,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
