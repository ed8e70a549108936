import { arSD, type Localization } from '@mui/material/locale';
import { arabicDisplayedRows } from './displayed-rows';

/** MUI's Arabic texts, its pager's figures in the app's Western digits (displayed-rows.ts). */
export const muiLocale: Localization = {
  ...arSD,
  components: {
    ...arSD.components,
    MuiTablePagination: {
      defaultProps: {
        ...arSD.components?.MuiTablePagination?.defaultProps,
        labelDisplayedRows: arabicDisplayedRows,
      },
    },
  },
};
