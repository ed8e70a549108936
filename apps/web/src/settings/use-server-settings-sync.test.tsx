import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type Settings } from './settings-config';
import { SAVE_DEBOUNCE_MS, useServerSettingsSync } from './use-server-settings-sync';

const local: Settings = { ...defaultSettings, themeMode: 'dark' };
const remote: Settings = { ...defaultSettings, themeColorPresets: 'blue' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(loaded: Settings | null, userId: string | null = 'u1') {
  const api = {
    load: vi.fn(async () => loaded),
    save: vi.fn(async () => {}),
    flush: vi.fn(),
  };
  const onReplace = vi.fn();
  const hook = renderHook(
    ({ id, settings }: { id: string | null; settings: Settings }) =>
      useServerSettingsSync(id, settings, onReplace, api),
    { initialProps: { id: userId, settings: local } },
  );
  return { api, onReplace, hook };
}

describe('useServerSettingsSync', () => {
  it('does nothing while signed out', async () => {
    const { api } = setup(remote, null);
    await act(() => vi.runAllTimersAsync());
    expect(api.load).not.toHaveBeenCalled();
    expect(api.save).not.toHaveBeenCalled();
  });

  it("lets the server's settings win after sign-in", async () => {
    const { api, onReplace } = setup(remote);
    await act(() => vi.runAllTimersAsync());
    expect(onReplace).toHaveBeenCalledWith(remote);
    expect(api.save).not.toHaveBeenCalled();
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
    expect(api.save).toHaveBeenCalledWith(local);
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
    expect(api.save).toHaveBeenCalledWith({ ...local, themeLayout: 'mini' });
  });

  it('sends a pending change at once when the page goes away', async () => {
    const { api, hook } = setup(null);
    await act(() => vi.runAllTimersAsync());
    hook.rerender({ id: 'u1', settings: { ...local, themeLayout: 'vertical' } });
    hook.unmount();
    expect(api.flush).toHaveBeenCalledWith({ ...local, themeLayout: 'vertical' });
    await act(() => vi.runAllTimersAsync());
    expect(api.save).toHaveBeenCalledTimes(1);
  });
});
