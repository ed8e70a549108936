import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import { OWN_DIRECTION_CLASS } from './own-direction';
import { useDataGridLocaleText } from './use-data-grid-locale';

/** Unicode's "plain text" paragraphs: the direction of the first letter, not the page's. */
const OWN_DIRECTION_STYLE = {
  [`& .${OWN_DIRECTION_CLASS.cell}, & .${OWN_DIRECTION_CLASS.header} .MuiDataGrid-columnHeaderTitle`]:
    { unicodeBidi: 'plaintext' },
} as const;

/** MUI X's DataGrid with its own texts in the reader's language (the lazy chunk of `data-grid.tsx`). */
export function LocalizedDataGrid({ localeText, sx, ...props }: DataGridProps) {
  const languageText = useDataGridLocaleText();
  return (
    <DataGrid
      {...props}
      sx={[OWN_DIRECTION_STYLE, ...(Array.isArray(sx) ? sx : [sx])]}
      localeText={localeText ? { ...languageText, ...localeText } : languageText}
    />
  );
}
