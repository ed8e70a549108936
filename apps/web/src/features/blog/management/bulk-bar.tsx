import type { ArticleBulkBody } from '@keeling/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../locales/use-translation';

type BulkAction = ArticleBulkBody['action'];

interface BulkBarProps {
  count: number;
  isBusy: boolean;
  onAction: (action: BulkAction) => void;
}

/** Shown while rows are selected: acts on exactly those rows. */
export function BulkBar({ count, isBusy, onAction }: BulkBarProps) {
  const { t } = useTranslation('blog');
  return (
    <Stack
      direction="row"
      spacing={1}
      role="toolbar"
      aria-label={t('management.selected', { count })}
      sx={{
        px: 2.5,
        py: 1.5,
        alignItems: 'center',
        bgcolor: 'primary.lighter',
        color: 'primary.darker',
      }}
    >
      <Typography variant="subtitle2" sx={{ flexGrow: 1 }} aria-live="polite">
        {t('management.selected', { count })}
      </Typography>
      <Button size="small" color="inherit" disabled={isBusy} onClick={() => onAction('publish')}>
        {t('management.bulk.publish')}
      </Button>
      <Button size="small" color="inherit" disabled={isBusy} onClick={() => onAction('unpublish')}>
        {t('management.bulk.unpublish')}
      </Button>
      <Button size="small" color="error" disabled={isBusy} onClick={() => onAction('delete')}>
        {t('management.bulk.delete')}
      </Button>
    </Stack>
  );
}
