import { useCallback } from 'react';
import { errorCodeOf, isHttpError } from '../../../lib/http';
import { useTranslation } from '../../../locales/use-translation';

/** A failed call as a translated sentence: the stable error code when the server sent one. */
export function useErrorMessage() {
  const { t } = useTranslation('blog');
  return useCallback(
    (error: unknown): string => {
      if (!isHttpError(error)) return t('errors.generic');
      const code = errorCodeOf(error);
      const key = code ? `errors.codes.${code.replace('.', '_')}` : '';
      return key && t(key, { defaultValue: '' }) ? t(key) : error.message || t('errors.generic');
    },
    [t],
  );
}
