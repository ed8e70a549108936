import { tonesFor } from '../theme/tones';
import type { Settings } from './settings-config';

/**
 * Applies what must be right before React paints: the page direction and the page colour
 * (no white flash in dark mode). Used at boot and on every change.
 */
export function applyDocumentSettings(settings: Settings, root = document.documentElement): void {
  root.dir = settings.themeDirection;
  root.style.colorScheme = settings.themeMode;
  root.style.backgroundColor = tonesFor(settings).background.default;
}
