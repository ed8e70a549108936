import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type Settings } from './settings-config';
import {
  type RemoteSettings,
  SAVE_DEBOUNCE_MS,
  useServerSettingsSync,
} from './use-server-settings-sync';

const local: Settings = { ...defaultSettings, themeMode: 'dark' };
const remote: RemoteSettings = {
  settings: { ...defaultSettings, themeColorPresets: 'blue', themeDirection: 'rtl' },
  language: 'ar',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(loaded: RemoteSettings | null, userId: string | null = 'u1') {
  const api = {
    load: vi.fn(async () => loaded),
    save: vi.fn(async () => {}),
    flush: vi.fn(),
  };
  const onReplace = vi.fn();
  const hook = renderHook(
    ({ id, settings, language = 'en' }: Props) =>
      useServerSettingsSync(id, settings, language, onReplace, api),
    { initialProps: { id: userId, settings: local } as Props },
  );
  return { api, onReplace, hook };
}

type Props = { id: string | null; settings: Settings; language?: 'en' | 'fr' | 'ar' };

describe('useServerSettingsSync', () => {
  it('does nothing while signed out', async () => {
    const { api } = setup(remote, null);
    await act(() => vi.runAllTimersAsync());
    expect(api.load).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it("lets the server's settings and language win after sign-in", async () => {
    const { api, onReplace, hook } = setup(remote);
    await act(() => vi.runAllTimersAsync());
    expect(onReplace).toHaveBeenCalledWith(remote);
    // once applied, nothing goes back
    hook.rerender({ id: 'u1', settings: remote.settings, language: 'ar' });
    await act(() => vi.runAllTimersAsync());
    expect(api.save).not.toHaveBeenCalled();
  });

  it('saves settings saved without a language back with the language shown', async () => {
    const older = { settings: remote.settings, language: null };
    const { api, onReplace, hook } = setup(older);
    await act(() => vi.runAllTimersAsync());
    expect(onReplace).toHaveBeenCalledWith(older);
    const applied = { ...remote.settings, themeDirection: 'ltr' as const };
    hook.rerender({ id: 'u1', settings: applied, language: 'en' });
    await act(() => vi.runAllTimersAsync());
    expect(api.save).toHaveBeenCalledWith({ settings: applied, language: 'en' });
  });

  it('saves a change of language alone', async () => {
    const { api, hook } = setup(null);
    await act(() => vi.runAllTimersAsync());
    api.save.mockClear();
    hook.rerender({ id: 'u1', settings: local, language: 'fr' });
    await act(() => vi.runAllTimersAsync());
    expect(api.save).toHaveBeenCalledWith({ settings: local, language: 'fr' });
  });

  it('asks for the account’s settings once, and ignores the answer after sign-out', async () => {
    const { api, hook, onReplace } = setup(remote);
    expect(api.load).toHaveBeenCalledTimes(1);
    hook.rerender({ id: null, settings: local });
    await act(() => vi.runAllTimersAsync());
    expect(api.load).toHaveBeenCalledTimes(1);
    expect(onReplace).not.toHaveBeenCalled();
  });

  it('pushes the local settings when the account has none', async () => {
    const { api, onReplace } = setup(null);
    await act(() => vi.runAllTimersAsync());
    expect(onReplace).not.toHaveBeenCalled();
    expect(api.save).toHaveBeenCalledWith({ settings: local, language: 'en' });
  });

  it('saves later changes once, after the debounce', async () => {
    const { api, hook } = setup(null);
    await act(() => vi.runAllTimersAsync());
    api.save.mockClear();
    hook.rerender({ id: 'u1', settings: { ...local, themeStretch: true } });
    hook.rerender({ id: 'u1', settings: { ...local, themeLayout: 'mini' } });
    await act(() => vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 50));
    expect(api.save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(api.save).toHaveBeenCalledWith({
      settings: { ...local, themeLayout: 'mini' },
      language: 'en',
    });
  });

  it('sends a pending change at once when the page goes away', async () => {
    const { api, hook } = setup(null);
    await act(() => vi.runAllTimersAsync());
    hook.rerender({ id: 'u1', settings: { ...local, themeLayout: 'vertical' } });
    hook.unmount();
    expect(api.flush).toHaveBeenCalledWith({
      settings: { ...local, themeLayout: 'vertical' },
      language: 'en',
    });
    await act(() => vi.runAllTimersAsync());
    expect(api.save).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the account’s language and settings arrive a render apart', async () => {
    const { api, hook } = setup(remote);
    await act(() => vi.runAllTimersAsync());
    // the language first (its texts loaded), the settings a render later
    hook.rerender({ id: 'u1', settings: local, language: 'ar' });
    hook.rerender({ id: 'u1', settings: remote.settings, language: 'ar' });
    hook.unmount();
    await act(() => vi.runAllTimersAsync());
    expect(api.flush).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });
});
