import type { ChartData, Provenance } from '@keeling/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';

/**
 * Where a chart's data comes from: source, licence, citation and import date (OWID's habit), and
 * the data set's notes on time ranges, numbered as the chart's bands.
 */
export function ProvenanceFooter({
  provenance,
  annotations = [],
}: {
  provenance: Provenance;
  annotations?: ChartData['annotations'];
}) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const { datasetName, sourceUrl, licence, citation, importedAt } = provenance;
  return (
    <Stack
      component="figcaption"
      spacing={0.25}
      sx={{ color: 'text.secondary', typography: 'caption', overflowWrap: 'anywhere' }}
    >
      <Typography variant="caption">
        {t('provenance.source')}{' '}
        {sourceUrl ? (
          <Link href={sourceUrl} target="_blank" rel="noopener noreferrer">
            {datasetName}
          </Link>
        ) : (
          datasetName
        )}
        {importedAt && ` · ${t('provenance.imported', { date: format.date(importedAt) })}`}
      </Typography>
      {licence && <Typography variant="caption">{t('provenance.licence', { licence })}</Typography>}
      {citation && (
        <Typography variant="caption">{t('provenance.citation', { citation })}</Typography>
      )}
      {annotations.map((note, i) => (
        <Typography key={`${note.from}-${note.text}`} variant="caption">
          {t('provenance.note', { n: i + 1, text: note.text })}
        </Typography>
      ))}
    </Stack>
  );
}
