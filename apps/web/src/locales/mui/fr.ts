export { frFR as muiLocale } from '@mui/material/locale';
