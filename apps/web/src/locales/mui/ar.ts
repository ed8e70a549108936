export { arSD as muiLocale } from '@mui/material/locale';
