import { describe, expect, it } from 'vitest';
import { interpolate, type Resources, splitKey, translate } from './translate';

const resources: Resources = {
  en: {
    common: { hello: 'Hello {{name}}', nested: { deep: 'Deep' }, onlyEnglish: 'English only' },
    blog: {
      views_one: '{{count}} view',
      views_other: '{{count}} views',
      items_zero: 'No items',
      items_one: 'One item',
      items_other: '{{count}} items',
      plain: '{{count}} selected',
    },
  },
  fr: {
    common: { hello: 'Bonjour {{name}}', nested: { deep: 'Profond' } },
    blog: { views_one: '{{count}} vue', views_other: '{{count}} vues' },
  },
  ar: {
    blog: {
      views_zero: 'لا مشاهدات',
      views_one: 'مشاهدة واحدة',
      views_two: 'مشاهدتان',
      views_few: '{{count}} مشاهدات',
      views_many: '{{count}} مشاهدة',
      views_other: '{{count}} مشاهدة*',
    },
  },
};

const t = (language: string, key: string, options?: Parameters<typeof translate>[4]) =>
  translate(resources, [language, 'en'], 'common', key, options);

describe('translate', () => {
  it('reads nested keys of the default namespace and of `ns:key`', () => {
    expect(t('en', 'nested.deep')).toBe('Deep');
    expect(t('fr', 'common:nested.deep')).toBe('Profond');
    expect(t('en', 'blog:plain', { count: 3 })).toBe('3 selected');
    expect(t('en', 'views_one', { ns: 'blog', count: 1 })).toBe('1 view');
  });

  it('interpolates {{values}} and leaves unknown placeholders as they are', () => {
    expect(t('fr', 'hello', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(t('en', 'hello')).toBe('Hello {{name}}');
  });

  it('picks English plural forms with Intl.PluralRules', () => {
    expect(t('en', 'blog:views', { count: 1 })).toBe('1 view');
    expect(t('en', 'blog:views', { count: 2 })).toBe('2 views');
    expect(t('en', 'blog:views', { count: 0 })).toBe('0 views');
  });

  it('prefers `_zero` for a count of 0 when the key has one (as i18next)', () => {
    expect(t('en', 'blog:items', { count: 0 })).toBe('No items');
    expect(t('en', 'blog:items', { count: 1 })).toBe('One item');
  });

  it('uses French rules (0 and 1 are singular)', () => {
    expect(t('fr', 'blog:views', { count: 0 })).toBe('0 vue');
    expect(t('fr', 'blog:views', { count: 1 })).toBe('1 vue');
    expect(t('fr', 'blog:views', { count: 5 })).toBe('5 vues');
  });

  it('uses the six Arabic forms', () => {
    expect(t('ar', 'blog:views', { count: 0 })).toBe('لا مشاهدات');
    expect(t('ar', 'blog:views', { count: 1 })).toBe('مشاهدة واحدة');
    expect(t('ar', 'blog:views', { count: 2 })).toBe('مشاهدتان');
    expect(t('ar', 'blog:views', { count: 3 })).toBe('3 مشاهدات');
    expect(t('ar', 'blog:views', { count: 11 })).toBe('11 مشاهدة');
    expect(t('ar', 'blog:views', { count: 100 })).toBe('100 مشاهدة*');
  });

  it('falls back to English, then to defaultValue, then to the key', () => {
    expect(t('fr', 'onlyEnglish')).toBe('English only');
    expect(t('ar', 'hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(t('fr', 'missing.key', { defaultValue: 'Default {{min}}', min: 2 })).toBe('Default 2');
    expect(t('fr', 'auth:missing.key')).toBe('missing.key');
  });

  it('does not return a dictionary for a key that names a group', () => {
    expect(t('en', 'nested')).toBe('nested');
  });
});

describe('helpers', () => {
  it('splitKey', () => {
    expect(splitKey('auth:login.submit', 'common')).toEqual({
      namespace: 'auth',
      path: 'login.submit',
    });
    expect(splitKey('login.submit', 'auth')).toEqual({ namespace: 'auth', path: 'login.submit' });
  });

  it('interpolate', () => {
    expect(interpolate('{{ a }}-{{b}}', { a: 1, b: 'x' })).toBe('1-x');
  });
});
