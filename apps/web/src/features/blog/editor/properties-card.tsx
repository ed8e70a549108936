import { BLOG_LIMITS } from '@keeling/contract/constants';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { memo } from 'react';
import { Controller, type UseFormReturn, useFormState } from 'react-hook-form';
import { ChipsField } from '../../../components/chips-field';
import { CountedField } from '../../../components/counted-field';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { EditorSection } from './editor-section';
import type { ArticleFormValues } from './form-schema';

/** Tags, SEO fields with length counters, and the published/draft switch (memoised as DetailsCard). */
export const PropertiesCard = memo(function PropertiesCard({
  form,
}: {
  form: UseFormReturn<ArticleFormValues>;
}) {
  const { t } = useTranslation('blog');
  const { control } = form;
  const { errors } = useFormState({ control });
  /** A field's label, and its error and text (issueMessage). */
  const labelled = (name: keyof ArticleFormValues) => {
    const label = t(`editor.fields.${name}`);
    return { label, ...fieldError({ errors }, name, label, t) };
  };
  const tags = labelled('tags');
  const metaKeywords = labelled('metaKeywords');
  return (
    <EditorSection id="properties" title={t('editor.sections.properties')}>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <ChipsField
            {...tags}
            helperText={tags.helperText ?? t('editor.fields.tagsHelp')}
            maxItems={BLOG_LIMITS.tagsMax}
            maxLength={BLOG_LIMITS.tagMax}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <CountedField
        form={form}
        name="metaTitle"
        max={BLOG_LIMITS.metaTitleMax}
        {...labelled('metaTitle')}
        fullWidth
      />
      <CountedField
        form={form}
        name="metaDescription"
        max={BLOG_LIMITS.metaDescriptionMax}
        {...labelled('metaDescription')}
        fullWidth
        multiline
        rows={3}
      />
      <Controller
        control={control}
        name="metaKeywords"
        render={({ field }) => (
          <ChipsField
            {...metaKeywords}
            maxItems={BLOG_LIMITS.tagsMax}
            maxLength={BLOG_LIMITS.tagMax}
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
});
