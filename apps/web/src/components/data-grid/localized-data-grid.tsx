import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import { useDataGridLocaleText } from './use-data-grid-locale';

/** MUI X's DataGrid with its own texts in the reader's language (the lazy chunk of `data-grid.tsx`). */
export function LocalizedDataGrid({ localeText, ...props }: DataGridProps) {
  const languageText = useDataGridLocaleText();
  return (
    <DataGrid
      {...props}
      localeText={localeText ? { ...languageText, ...localeText } : languageText}
    />
  );
}
