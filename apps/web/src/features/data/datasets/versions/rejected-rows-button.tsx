import type { DatasetVersion } from '@keeling/contract';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { downloadText } from '../../../../lib/csv';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { versionRejectedRows } from '../../api/rejected-rows';

/**
 * The rows a version's import left empty because a value did not fit its column, downloaded as
 * CSV from the version's kept file; nothing when it rejected none or its file is not kept.
 */
export function RejectedRowsButton({
  datasetId,
  version,
}: {
  datasetId: string;
  version: DatasetVersion;
}) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const download = useMutation({
    mutationFn: () => versionRejectedRows(datasetId, version.version),
    onSuccess: (csv) => downloadText(csv, `rejected-rows-v${version.version}.csv`),
  });
  const rejected = (version.quality ?? []).reduce((sum, column) => sum + column.rejected, 0);
  if (rejected === 0 || !version.hasSource) return null;
  return (
    <Button
      size="small"
      color="warning"
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={t('quality.rejectedRowsOf', { version: version.version })}
    >
      {t('quality.rejectedRows', { count: rejected, n: format.number(rejected) })}
    </Button>
  );
}
