import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { StateMessage } from '../../../components/state-message';
import { errorCodeOf, isHttpError } from '../../../lib/http';
import { useTranslation } from '../../../locales/use-translation';

/** A card-shaped placeholder while a screen's data loads. */
export function LoadingBlock({ height = 240 }: { height?: number }) {
  const { t } = useTranslation('data');
  return (
    <Stack role="status" aria-label={t('states.loading')} spacing={2}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={height} />
    </Stack>
  );
}

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: "not found" for a 404, else the error with a retry. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('data');
  const isMissing =
    isHttpError(error) && (error.status === 404 || errorCodeOf(error) === 'common.not_found');
  return isMissing ? (
    <StateMessage role="alert" title={t('states.notFound')} />
  ) : (
    <StateMessage
      role="alert"
      title={t('states.error')}
      onRetry={onRetry}
      retryLabel={t('states.retry')}
    />
  );
}

/** What a viewer sees on a management screen. */
export function ForbiddenState() {
  const { t } = useTranslation('data');
  return <StateMessage role="alert" title={t('states.forbidden')} />;
}
