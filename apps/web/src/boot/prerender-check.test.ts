import { afterEach, describe, expect, it } from 'vitest';
import { prerenderCheckScript } from './prerender-check';

const run = () => new Function(prerenderCheckScript())();
const prerenderState = () => document.documentElement.getAttribute('data-prerender');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-prerender');
});

describe('the prerendered page check', () => {
  it('keeps the page for a first visit (no session, the default settings, English)', () => {
    run();
    expect(prerenderState()).toBeNull();
    localStorage.setItem(
      'settings',
      JSON.stringify({ themeMode: 'light', themeLayout: 'horizontal' }),
    );
    localStorage.setItem('i18nextLng', 'en-GB');
    run();
    expect(prerenderState()).toBeNull();
  });

  it.each([
    [
      'other settings',
      () => localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' })),
    ],
    ['another language', () => localStorage.setItem('i18nextLng', 'ar')],
    ['a stored session', () => sessionStorage.setItem('accessToken', 'ey.x.y')],
    ['unreadable settings', () => localStorage.setItem('settings', '{not json')],
  ])('hides it for %s', (_, arrange) => {
    arrange();
    run();
    expect(prerenderState()).toBe('off');
  });

  it('holds a form the app did not handle, and lets a handled one be', () => {
    run();
    const form = document.createElement('form');
    document.body.append(form);
    const unhandled = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(true);
    expect(window.__keelingHeldSubmit).toBe(form);
    delete window.__keelingHeldSubmit;

    form.addEventListener('submit', (event) => event.preventDefault());
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(window.__keelingHeldSubmit).toBeUndefined();
    form.remove();
  });
});
