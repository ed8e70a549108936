import type { ArticleSort, ArticleStatus } from '@keeling/contract';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '../../../locales/use-translation';
import { DownloadIcon } from '../components/blog-icons';
import { useCsvExport } from './use-csv-export';

interface ExportButtonProps {
  filters: { search: string; sort: ArticleSort; status?: ArticleStatus };
  notify: (message: string, isError?: boolean) => void;
}

/** Downloads every article of the current tab and search as CSV. */
export function ExportButton({ filters, notify }: ExportButtonProps) {
  const { t } = useTranslation('blog');
  const { exportCsv, isExporting } = useCsvExport(notify);
  const label = isExporting ? t('management.exporting') : t('management.export');
  const onClick = () => void exportCsv(filters);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<DownloadIcon />}
        loading={isExporting}
        onClick={onClick}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {label}
      </Button>
      {/* a phone: the icon alone, named by its label */}
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          loading={isExporting}
          onClick={onClick}
          sx={{ display: { sm: 'none' } }}
        >
          <DownloadIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
