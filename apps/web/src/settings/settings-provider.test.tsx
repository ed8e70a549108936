import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from './settings-config';
import { SETTINGS_CONTEXT_ERROR, useSettingsContext } from './settings-context';
import { SettingsProvider } from './settings-provider';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SettingsProvider>{children}</SettingsProvider>
);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('dir');
});

describe('useSettingsContext', () => {
  it('throws the SPEC §8 message outside SettingsProvider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useSettingsContext();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      'useSettingsContext must be use inside SettingsProvider',
    );
    expect(SETTINGS_CONTEXT_ERROR).toBe('useSettingsContext must be use inside SettingsProvider');
    spy.mockRestore();
  });
});

describe('SettingsProvider', () => {
  it('starts from the stored settings, falling back per field', () => {
    localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark', themeLayout: 'tabs' }));
    const { result } = renderHook(useSettingsContext, { wrapper });
    expect(result.current.settings).toEqual({ ...defaultSettings, themeMode: 'dark' });
    expect(result.current.canReset).toBe(true);
  });

  it('updates a field, stores it, sets <html dir> and enables reset', () => {
    const { result } = renderHook(useSettingsContext, { wrapper });
    expect(result.current.canReset).toBe(false);
    act(() => result.current.onUpdate('themeDirection', 'rtl'));
    expect(result.current.settings.themeDirection).toBe('rtl');
    expect(result.current.canReset).toBe(true);
    expect(document.documentElement.dir).toBe('rtl');
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}').themeDirection).toBe('rtl');
  });

  it('resets to the defaults', () => {
    const { result } = renderHook(useSettingsContext, { wrapper });
    act(() => {
      result.current.onUpdate('themeMode', 'dark');
      result.current.onUpdate('themeColorPresets', 'red');
    });
    act(() => result.current.onReset());
    expect(result.current.settings).toEqual(defaultSettings);
    expect(result.current.canReset).toBe(false);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('opens and closes the drawer', () => {
    const { result } = renderHook(useSettingsContext, { wrapper });
    expect(result.current.open).toBe(false);
    act(() => result.current.onToggleDrawer());
    expect(result.current.open).toBe(true);
    act(() => result.current.onCloseDrawer());
    expect(result.current.open).toBe(false);
  });
});
