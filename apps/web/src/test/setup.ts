import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../locales/i18n';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
