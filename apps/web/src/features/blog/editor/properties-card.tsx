import { BLOG_LIMITS } from '@keeling/contract/constants';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../locales/use-translation';
import { CountedField } from './counted-field';
import { EditorSection } from './editor-section';
import type { ArticleFormValues } from './form-schema';
import { registerText } from './register-field';
import { TagsField } from './tags-field';

/** Tags, SEO fields with length counters, and the published/draft switch. */
export function PropertiesCard({ form }: { form: UseFormReturn<ArticleFormValues> }) {
  const { t } = useTranslation('blog');
  const { control, register, formState } = form;
  const errors = formState.errors;
  const error = (name: keyof ArticleFormValues) =>
    errors[name] ? t(`errors.validation.${name}`) : undefined;
  const metaTitle = form.watch('metaTitle');
  const metaDescription = form.watch('metaDescription');
  return (
    <EditorSection id="properties" title={t('editor.sections.properties')}>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagsField
            label={t('editor.fields.tags')}
            helperText={error('tags') ?? t('editor.fields.tagsHelp')}
            error={Boolean(errors.tags)}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <CountedField
        {...registerText(register, 'metaTitle')}
        value={metaTitle}
        max={BLOG_LIMITS.metaTitleMax}
        label={t('editor.fields.metaTitle')}
        helperText={error('metaTitle')}
        fullWidth
      />
      <CountedField
        {...registerText(register, 'metaDescription')}
        value={metaDescription}
        max={BLOG_LIMITS.metaDescriptionMax}
        label={t('editor.fields.metaDescription')}
        helperText={error('metaDescription')}
        fullWidth
        multiline
        rows={3}
      />
      <Controller
        control={control}
        name="metaKeywords"
        render={({ field }) => (
          <TagsField
            label={t('editor.fields.metaKeywords')}
            helperText={error('metaKeywords')}
            error={Boolean(errors.metaKeywords)}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <FormControlLabel
            label={t('editor.fields.published')}
            control={
              <Switch
                checked={field.value === 'published'}
                onChange={(event) => field.onChange(event.target.checked ? 'published' : 'draft')}
              />
            }
          />
        )}
      />
    </EditorSection>
  );
}
