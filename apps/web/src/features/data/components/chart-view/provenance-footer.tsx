import type { ChartData, Provenance } from '@keeling/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleFormat } from '../../../../locales/use-locale-format';
import { useTranslation } from '../../../../locales/use-translation';
import { derivedText } from '../../utils/derived-text';

/** One data set's source line (linked when it has an address), licence and citation. */
function SourceLines({ provenance, label }: { provenance: Provenance; label: string }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const { datasetName, sourceUrl, licence, citation, importedAt } = provenance;
  return (
    <>
      <Typography variant="caption">
        {label}{' '}
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
    </>
  );
}

/**
 * Where a chart's data comes from: source, licence, citation and import date (OWID's habit); a
 * derived series said, with the second data set of a ratio as a source of its own; and the data
 * set's notes on time ranges, numbered as the chart's bands.
 */
export function ProvenanceFooter({
  provenance,
  annotations = [],
  derived,
}: {
  provenance: Provenance;
  annotations?: ChartData['annotations'];
  derived?: ChartData['derived'];
}) {
  const { t } = useTranslation('data');
  const computed = derivedText(t, derived);
  return (
    <Stack
      component="figcaption"
      spacing={0.25}
      sx={{ color: 'text.secondary', typography: 'caption', overflowWrap: 'anywhere' }}
    >
      <SourceLines provenance={provenance} label={t('provenance.source')} />
      {computed && (
        <Typography variant="caption">{t('provenance.derived', { text: computed })}</Typography>
      )}
      {derived?.provenance && (
        <SourceLines provenance={derived.provenance} label={t('provenance.divisorSource')} />
      )}
      {annotations.map((note, i) => (
        <Typography key={`${note.from}-${note.text}`} variant="caption">
          {t('provenance.note', { n: i + 1, text: note.text })}
        </Typography>
      ))}
    </Stack>
  );
}
