import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsContext } from '../settings-context';
import { SettingsProvider } from '../settings-provider';
import { SettingsThemeProvider } from '../settings-theme-provider';
import SettingsDrawer from './settings-drawer';

function Opener() {
  const { open, onToggleDrawer } = useSettingsContext();
  return open ? null : (
    <button type="button" onClick={onToggleDrawer}>
      open
    </button>
  );
}

function renderDrawer() {
  render(
    <SettingsProvider>
      <SettingsThemeProvider>
        <Opener />
        <SettingsDrawer />
      </SettingsThemeProvider>
    </SettingsProvider>,
  );
  act(() => screen.getByText('open').click());
  return screen.getByRole('dialog', { name: 'Settings' });
}

beforeEach(() => localStorage.clear());

describe('SettingsDrawer', () => {
  it('offers every option under the names the browser tests use', () => {
    const drawer = within(renderDrawer());
    const names = ['Light', 'Dark', 'Default', 'Bold', 'LTR', 'RTL', 'Vertical', 'Horizontal'];
    for (const name of [...names, 'Mini', 'default', 'cyan', 'purple', 'blue', 'orange', 'red']) {
      expect(drawer.getByRole('button', { name })).toBeTruthy();
    }
    expect(drawer.getByRole('button', { name: 'MUJI' }).getAttribute('aria-pressed')).toBe('true');
    expect(drawer.getByRole('switch', { name: 'Stretch' })).toBeTruthy();
    expect(drawer.getByRole('button', { name: 'Fullscreen' })).toBeTruthy();
    expect(drawer.getByText('Only on screens wider than 1600 px')).toBeTruthy();
  });

  it('enables Reset only after a change, and Reset restores the defaults', () => {
    const drawer = within(renderDrawer());
    const reset = drawer.getByRole('button', { name: 'Reset' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);
    fireEvent.click(drawer.getByRole('button', { name: 'Dark' }));
    expect(drawer.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe('true');
    expect(reset.disabled).toBe(false);
    fireEvent.click(reset);
    expect(drawer.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe('true');
    expect(reset.disabled).toBe(true);
  });
});
