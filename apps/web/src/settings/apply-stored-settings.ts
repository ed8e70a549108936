import { applyDocumentSettings } from './document-settings';
import { readStoredSettings } from './settings-storage';

/**
 * Imported first by main.tsx. The CSP forbids inline scripts, so the saved settings are
 * applied by this module, synchronously, before React's first render.
 */
applyDocumentSettings(readStoredSettings());
