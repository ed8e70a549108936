import { BLOG_LIMITS } from '@keeling/contract/constants';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { Controller, type UseFormReturn, useFormState } from 'react-hook-form';
import { CountedField } from '../../../components/counted-field';
import { OutlinedField } from '../../../components/outlined-field';
import { LazyRichText } from '../../../components/rich-text/lazy-rich-text';
import { fieldError } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';
import { slugFromTitle } from '../utils/slugify';
import { CoverField } from './cover-field';
import { EditorSection } from './editor-section';
import type { ArticleFormValues } from './form-schema';
import { registerText } from './register-field';

interface DetailsCardProps {
  form: UseFormReturn<ArticleFormValues>;
  /** An existing article keeps its slug; a new one follows the title until the slug is edited. */
  isSlugLocked: boolean;
  isUploading: boolean;
  onUpload: (file: File) => Promise<string | null>;
}

/**
 * Title, slug, description, content and cover. Memoised, with its own subscriptions (errors
 * here, each counter in its field): the form's re-renders (dirty flag, autosave time, its mount)
 * do not reach its fields and the rich-text editor.
 */
export const DetailsCard = memo(function DetailsCard({
  form,
  isSlugLocked,
  isUploading,
  onUpload,
}: DetailsCardProps) {
  const { t } = useTranslation('blog');
  const { control, register, setValue } = form;
  const { errors } = useFormState({ control });
  const [isSlugEdited, setSlugEdited] = useState(isSlugLocked);
  const titleField = registerText(register, 'title');
  const slugField = registerText(register, 'slug');
  /** A field's label, and its error and text (issueMessage, or the server's text as it came). */
  const labelled = (name: keyof ArticleFormValues, labelKey: string) => {
    const label = t(labelKey);
    return { label, ...fieldError({ errors }, name, label, t) };
  };
  const slug = labelled('slug', 'editor.fields.slug');
  const cover = labelled('coverUrl', 'editor.fields.cover');
  return (
    <EditorSection id="details" title={t('editor.sections.details')}>
      <OutlinedField
        {...titleField}
        onChange={(event) => {
          void titleField.onChange(event);
          if (!isSlugEdited)
            setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true });
        }}
        {...labelled('title', 'editor.fields.title')}
        required
      />
      <OutlinedField
        {...slugField}
        onChange={(event) => {
          setSlugEdited(true);
          void slugField.onChange(event);
        }}
        {...slug}
        helperText={slug.helperText ?? t('editor.fields.slugHelp')}
      />
      <CountedField
        form={form}
        name="description"
        max={BLOG_LIMITS.descriptionMax}
        {...labelled('description', 'editor.fields.description')}
        multiline
        rows={3}
      />
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3" id="content-label">
          {t('editor.fields.content')}
        </Typography>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <LazyRichText
              value={field.value}
              onChange={field.onChange}
              label={t('editor.fields.content')}
              isUploading={isUploading}
              onUploadImage={onUpload}
            />
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="coverUrl"
        render={({ field }) => (
          <CoverField value={field.value} onChange={field.onChange} error={cover.helperText} />
        )}
      />
    </EditorSection>
  );
});
