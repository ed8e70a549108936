import type { ColumnQuality } from '@keeling/contract';
import Typography from '@mui/material/Typography';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';

/** "625 read · 195 missing · 2 rejected": what a column reads with its type and markers. */
export function ColumnQualityLine({ quality }: { quality: ColumnQuality }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  return (
    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      {t('quality.parsed', { count: quality.parsed, n: format.number(quality.parsed) })}
      {' · '}
      {t('quality.missing', { count: quality.missing, n: format.number(quality.missing) })}
      {quality.rejected > 0 && (
        <Typography
          component="span"
          variant="caption"
          sx={(theme) => ({
            // the readable tone: error's main is too light on paper for AA in light mode
            color: theme.palette.mode === 'light' ? 'error.darker' : 'error.light',
            fontWeight: 600,
          })}
        >
          {' · '}
          {t('quality.rejected', { count: quality.rejected, n: format.number(quality.rejected) })}
        </Typography>
      )}
    </Typography>
  );
}
