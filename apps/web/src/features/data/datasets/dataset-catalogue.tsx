import type { Dataset } from '@keeling/contract';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { ColumnsTable } from './columns-table';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', minWidth: 120 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** What the data set is: its description, provenance, size and column catalogue. */
export function DatasetCatalogue({ dataset }: { dataset: Dataset }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  return (
    <Stack spacing={3}>
      {dataset.description && <Typography>{dataset.description}</Typography>}
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Fact label={t('datasets.source')}>
          {dataset.sourceUrl ? (
            <Link href={dataset.sourceUrl} target="_blank" rel="noopener noreferrer">
              {dataset.sourceUrl}
            </Link>
          ) : (
            t('datasets.sources.upload')
          )}
        </Fact>
        <Fact label={t('datasets.rows')}>{format.number(dataset.rowCount)}</Fact>
        <Fact label={t('datasets.importedAt')}>
          {dataset.importedAt ? format.dateTime(dataset.importedAt) : '—'}
        </Fact>
        {dataset.licence && <Fact label={t('import.licence')}>{dataset.licence}</Fact>}
        {dataset.citation && <Fact label={t('import.citation')}>{dataset.citation}</Fact>}
        <Fact label={t('import.missingMarkers')}>
          {dataset.missingMarkers.length === 0
            ? '—'
            : dataset.missingMarkers.map((marker) => (
                <Chip key={marker} label={marker} size="small" sx={{ mr: 0.5 }} />
              ))}
        </Fact>
      </Stack>
      <ColumnsTable>
        {dataset.columns.map((column) => (
          <TableRow key={column.key}>
            <TableCell>{column.name}</TableCell>
            <TableCell>{t(`columnTypes.${column.type}`)}</TableCell>
            <TableCell>{column.unit ?? '—'}</TableCell>
          </TableRow>
        ))}
      </ColumnsTable>
    </Stack>
  );
}
