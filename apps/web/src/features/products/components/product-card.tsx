import type { ProductListItem } from '@keeling/contract';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { formatPrice } from '../utils/price';
import { useCountryName } from '../utils/use-country-name';

/** One product of the catalogue: a link to its page with what a buyer compares first. */
export function ProductCard({ product }: { product: ProductListItem }) {
  const { t } = useTranslation('products');
  const { locale, number } = useLocaleFormat();
  const countryName = useCountryName();
  return (
    <Card component="article" variant="outlined" sx={{ height: 1 }}>
      <CardActionArea
        component={Link}
        to={paths.dashboard.product(product.id)}
        sx={{ height: 1, p: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', gap: 1 }} useFlexGap>
          <Chip
            size="small"
            variant="outlined"
            color={product.mechanism === 'removal' ? 'success' : 'default'}
            label={t(`mechanisms.${product.mechanism}`)}
          />
          {product.example && <Chip size="small" variant="outlined" label={t('example')} />}
          {product.status === 'draft' && (
            <Chip size="small" color="warning" variant="outlined" label={t('statuses.draft')} />
          )}
        </Stack>
        <Typography component="h2" variant="subtitle1" sx={{ mb: 0.5 }}>
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t(`technologies.${product.technology}`)} · {t(`registries.${product.registry}`)} ·{' '}
          {countryName(product.country)}
        </Typography>
        <Stack direction="row" sx={{ mt: 'auto', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle2">
            {product.priceFromMinor === null
              ? t('noPrice')
              : t('priceFrom', {
                  price: formatPrice(product.priceFromMinor, product.currency, locale),
                })}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('tonnesAvailable', { tonnes: number(product.tonnesAvailable) })}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
