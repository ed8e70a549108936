import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { Trans } from './trans';
import { useTranslation } from './use-translation';

function Demo() {
  const { t, language } = useTranslation('auth');
  return (
    <p data-testid="demo" data-language={language}>
      <Trans
        t={t}
        i18nKey="login.demo"
        values={{ email: 'a@b.co', password: 'secret' }}
        components={{ strong: <strong /> }}
      />
    </p>
  );
}

describe('useTranslation and Trans', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  it('renders tagged parts as the given elements, interpolated', () => {
    render(<Demo />);
    const demo = screen.getByTestId('demo');
    expect(demo.textContent).toBe('Use a@b.co / secret');
    expect([...demo.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
      'a@b.co',
      'secret',
    ]);
  });

  it('re-renders in the new language after changeLanguage', async () => {
    render(<Demo />);
    await act(() => changeLanguage('fr'));
    const demo = screen.getByTestId('demo');
    expect(demo.dataset.language).toBe('fr');
    expect(demo.textContent).not.toBe('Use a@b.co / secret');
    expect(demo.querySelectorAll('strong')).toHaveLength(2);
  });
});
