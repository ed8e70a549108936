import {
  RETIREMENT_STATUSES,
  type RetirementBody,
  type RetirementInput,
  retirementBodySchema,
} from '@keeling/contract';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { fieldError, fieldProps } from '../../../lib/field-props';
import { showServerError } from '../../../lib/server-errors';
import { numberFormatFor } from '../../../locales/format';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useCoverProducts, useRecordRetirement } from '../api/retirements';

const resolver = contractResolver(retirementBodySchema);

/** Today in the reader's calendar, `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface CoverDialogProps {
  /** The period's footprint not yet covered, t CO2e: the tonnes proposed. */
  uncoveredTonnes: number;
  onClose: () => void;
}

/**
 * Pick a published product and one of its vintages: the tonnes (the uncovered footprint by
 * default) and what they cost at the vintage's price; then record the retirement, planned or done,
 * with the registry's serial numbers.
 */
export function CoverDialog({ uncoveredTonnes, onClose }: CoverDialogProps) {
  const { t } = useTranslation('travel');
  const { locale } = useLocaleFormat();
  const products = useCoverProducts();
  const record = useRecordRetirement();
  const form = useForm<RetirementInput, unknown, RetirementBody>({
    resolver,
    defaultValues: {
      productId: '',
      vintage: 0,
      tonnes: Math.ceil(uncoveredTonnes * 1000) / 1000,
      status: 'planned',
      serialNumbers: '',
      retiredOn: today(),
    },
  });
  const [productId, vintageYear, tonnes] = useWatch({
    control: form.control,
    name: ['productId', 'vintage', 'tonnes'],
  });
  const product = products.data?.products.find((p) => p.id === productId);
  const vintage = product?.vintages.find((v) => v.year === vintageYear);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await record.mutateAsync(values);
      onClose();
    } catch (error) {
      showServerError(form, error, t);
    }
  });
  const money = (minor: number) =>
    product
      ? numberFormatFor(locale, { style: 'currency', currency: product.currency }).format(
          minor / 100,
        )
      : '';

  return (
    <FormDialog
      title={t('coverage.dialogTitle')}
      submitLabel={t('coverage.record')}
      cancelLabel={t('form.cancel')}
      isSubmitting={form.formState.isSubmitting}
      error={form.formState.errors.root?.server?.message}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Controller
        control={form.control}
        name="productId"
        render={({ field }) => (
          <SelectField
            label={t('coverage.product')}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              const picked = products.data?.products.find((p) => p.id === event.target.value);
              form.setValue('vintage', picked?.vintages[0]?.year ?? 0);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            {...fieldError(form.formState, 'productId', t('coverage.product'), t)}
          >
            {(products.data?.products ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={form.control}
        name="vintage"
        render={({ field }) => (
          <SelectField
            label={t('coverage.vintage')}
            value={product ? field.value : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={!product}
          >
            {(product?.vintages ?? []).map((v) => (
              <MenuItem key={v.year} value={v.year}>
                {t('coverage.vintageOption', {
                  year: v.year,
                  price: money(v.priceMinor),
                  available: v.tonnesAvailable,
                })}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={form.control}
        name="tonnes"
        render={({ field }) => (
          <OutlinedField
            label={t('coverage.tonnes')}
            type="number"
            name={field.name}
            value={Number.isFinite(field.value) ? field.value : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ htmlInput: { min: 0, step: 0.001 } }}
            {...fieldError(form.formState, 'tonnes', t('coverage.tonnes'), t)}
          />
        )}
      />
      {vintage && Number(tonnes) > 0 && (
        <Alert severity="info" role="status">
          {t('coverage.cost', {
            cost: money(Math.round(Number(tonnes) * vintage.priceMinor)),
            tonnes: Number(tonnes),
            price: money(vintage.priceMinor),
          })}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <SelectField
            label={t('coverage.statusLabel')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
          >
            {RETIREMENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {t(`coverage.status.${status}`)}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <OutlinedField {...fieldProps(form, 'serialNumbers', t('coverage.serials'), t)} />
      <Controller
        control={form.control}
        name="retiredOn"
        render={({ field }) => (
          <DateField
            label={t('coverage.date')}
            name={field.name}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            {...fieldError(form.formState, 'retiredOn', t('coverage.date'), t)}
          />
        )}
      />
    </FormDialog>
  );
}
