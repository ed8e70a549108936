import {
  PRODUCT_CURRENCIES,
  PRODUCT_LIMITS,
  PRODUCT_MECHANISMS,
  PRODUCT_REGISTRIES,
  PRODUCT_STATUSES,
  PRODUCT_TECHNOLOGIES,
  type Product,
  type ProductFormValues,
  productFormSchema,
} from '@keeling/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type Path, useFieldArray, useForm } from 'react-hook-form';
import { AttachmentsField } from '../../../components/attachments-field';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { errorMessage } from '../../../lib/error-message';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { useUploadImage } from '../../../lib/upload-image';
import { useTranslation } from '../../../locales/use-translation';
import { useSaveProduct } from '../api/save-product';
import { numberOrUndefined, productBody, productFormValues } from '../utils/product-form-values';

const resolver = contractResolver(productFormSchema);

interface ProductFormDialogProps {
  product: Product | null;
  onClose: () => void;
  onSaved: (product: Product) => void;
}

type Choice = 'mechanism' | 'technology' | 'registry' | 'currency' | 'status';
const CHOICES: Record<Choice, readonly string[]> = {
  mechanism: PRODUCT_MECHANISMS,
  technology: PRODUCT_TECHNOLOGIES,
  registry: PRODUCT_REGISTRIES,
  currency: PRODUCT_CURRENCIES,
  status: PRODUCT_STATUSES,
};
const CHOICE_LABELS: Record<Choice, string | null> = {
  mechanism: 'mechanisms',
  technology: 'technologies',
  registry: 'registries',
  currency: null,
  status: 'statuses',
};

/** An editor creates or changes a product and its vintages (prices per tonne in major units). */
export function ProductFormDialog({ product, onClose, onSaved }: ProductFormDialogProps) {
  const { t } = useTranslation('products');
  const save = useSaveProduct();
  const form = useForm<ProductFormValues>({ resolver, defaultValues: productFormValues(product) });
  const vintages = useFieldArray({ control: form.control, name: 'vintages' });
  const { errors, isSubmitting } = form.formState;
  const upload = useUploadImage();
  const onUpload = async (file: File) => {
    try {
      return await upload.mutateAsync(file);
    } catch (error) {
      form.setError('root.server', { message: errorMessage(t, error) });
      return null;
    }
  };
  /** An image is kept by its address: the list shows the file's name. */
  const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onSaved(
        await save.mutateAsync({
          id: product?.id,
          version: product?.version,
          body: productBody(values),
        }),
      );
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const label = (name: string) => t(`form.${name}`);
  const text = (name: 'name' | 'registryProjectId' | 'methodology' | 'country') =>
    fieldProps(form, name, label(name), t);
  const number = (name: Path<ProductFormValues>, fieldLabel: string) => ({
    ...fieldProps(form, name, fieldLabel, t, { setValueAs: numberOrUndefined }),
    type: 'number',
    fullWidth: true,
  });
  const choice = (name: Choice) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          fullWidth
          required
          label={label(name)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          {...fieldError(form.formState, name, label(name), t)}
        >
          {CHOICES[name].map((value) => (
            <MenuItem key={value} value={value}>
              {CHOICE_LABELS[name] ? t(`${CHOICE_LABELS[name]}.${value}`) : value}
            </MenuItem>
          ))}
        </SelectField>
      )}
    />
  );

  return (
    <FormDialog
      title={product ? t('form.editTitle') : t('form.newTitle')}
      submitLabel={t('form.save')}
      cancelLabel={t('form.cancel')}
      isSubmitting={isSubmitting}
      error={errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
      fullScreenOnPhone
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <OutlinedField {...text('name')} fullWidth required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('mechanism')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('technology')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{choice('registry')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OutlinedField {...text('registryProjectId')} fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <OutlinedField {...text('methodology')} fullWidth />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <OutlinedField
            {...text('country')}
            fullWidth
            required
            helperText={errors.country ? text('country').helperText : t('form.countryHelp')}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{choice('currency')}</Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <OutlinedField
            {...fieldProps(form, 'permanenceYears', label('permanenceYears'), t, {
              setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
            })}
            type="number"
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>{choice('status')}</Grid>
      </Grid>
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <AttachmentsField
            label={t('details.images')}
            value={field.value.map((url) => ({ url, name: fileName(url) }))}
            onChange={(files) => field.onChange(files.map((file) => file.url))}
            max={PRODUCT_LIMITS.imagesMax}
            nameMax={PRODUCT_LIMITS.textMax}
            isUploading={upload.isPending}
            onUpload={onUpload}
          />
        )}
      />
      <Controller
        control={form.control}
        name="documents"
        render={({ field }) => (
          <AttachmentsField
            label={t('details.documents')}
            value={field.value.map((doc) => ({ url: doc.url, name: doc.title }))}
            onChange={(files) =>
              field.onChange(files.map((file) => ({ url: file.url, title: file.name })))
            }
            max={PRODUCT_LIMITS.documentsMax}
            nameMax={PRODUCT_LIMITS.textMax}
            isUploading={upload.isPending}
            onUpload={onUpload}
          />
        )}
      />
      <Stack spacing={2}>
        <Typography component="h3" variant="subtitle1">
          {t('details.vintages')}
        </Typography>
        {vintages.fields.map((field, index) => (
          <Grid container spacing={2} key={field.id} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 4, sm: 3 }}>
              <OutlinedField
                {...number(`vintages.${index}.year`, t('form.vintageYear', { n: index + 1 }))}
                required
              />
            </Grid>
            <Grid size={{ xs: 8, sm: 4 }}>
              <OutlinedField
                {...number(`vintages.${index}.price`, t('form.vintagePrice', { n: index + 1 }))}
                required
                slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
              />
            </Grid>
            <Grid size={{ xs: 8, sm: 3 }}>
              <OutlinedField
                {...number(
                  `vintages.${index}.tonnesAvailable`,
                  t('form.vintageTonnes', { n: index + 1 }),
                )}
                required
                slotProps={{ htmlInput: { min: 0, step: 'any' } }}
              />
            </Grid>
            <Grid size={{ xs: 4, sm: 2 }}>
              <Button color="inherit" onClick={() => vintages.remove(index)}>
                {t('form.removeVintage', { n: index + 1 })}
              </Button>
            </Grid>
          </Grid>
        ))}
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            vintages.append({ year: new Date().getFullYear(), price: 0, tonnesAvailable: 0 })
          }
        >
          {t('form.addVintage')}
        </Button>
      </Stack>
    </FormDialog>
  );
}
