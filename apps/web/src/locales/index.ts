export { changeLanguage, currentLanguage, i18n, initLanguage, loadLanguage } from './i18n';
export * from './locales-config';
export { LocalesProvider } from './locales-provider';
export { muiLocaleFor } from './mui-locale';
export { useLocaleFormat } from './use-locale-format';
