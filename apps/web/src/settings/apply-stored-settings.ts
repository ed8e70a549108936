import { applyDocumentSettings } from './document-settings';
import { readStoredSettings } from './settings-storage';

/**
 * Imported first by main.tsx: the saved settings are applied by this module, synchronously,
 * before React's first render (index.html's pre-paint script gave the page only its colours).
 */
applyDocumentSettings(readStoredSettings());
