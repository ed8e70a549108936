// Type-only: the augmentation below needs the module's types, not its code.
import type {} from '@mui/material/styles';

export interface CustomShadows {
  z1: string;
  z4: string;
  z8: string;
  z16: string;
  z24: string;
  card: string;
  dialog: string;
  dropdown: string;
  primary: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    customShadows: CustomShadows;
  }
  interface ThemeOptions {
    customShadows?: CustomShadows;
  }
  interface PaletteColor {
    lighter: string;
    darker: string;
  }
  interface SimplePaletteColorOptions {
    lighter?: string;
    darker?: string;
  }
  interface TypeBackground {
    neutral: string;
  }
}
