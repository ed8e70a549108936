import type { ArticleSort, ArticleStatus } from '@keeling/contract';
import Button from '@mui/material/Button';
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
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<DownloadIcon />}
      loading={isExporting}
      onClick={() => void exportCsv(filters)}
    >
      {isExporting ? t('management.exporting') : t('management.export')}
    </Button>
  );
}
