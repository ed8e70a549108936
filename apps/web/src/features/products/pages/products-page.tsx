import { PRODUCT_LIMITS } from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { retryImport } from '../../../lib/retry-import';
import { useUrlState } from '../../../lib/use-url-state';
import { useTranslation } from '../../../locales/use-translation';
import { useProducts } from '../api/get-products';
import { ProductCard } from '../components/product-card';
import { ProductFilters } from '../components/product-filters';
import { useCanEditProducts } from '../hooks/use-can-edit-products';
import {
  PRODUCT_TYPED_KEYS,
  parseProductListState,
  productListQuery,
  serializeProductListState,
} from '../utils/product-list-state';

/** The editor's form loads when it first opens. */
const ProductFormDialog = lazy(() =>
  retryImport(() => import('../components/product-form-dialog')).then((module) => ({
    default: module.ProductFormDialog,
  })),
);

const GRID = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/** /dashboard/product: the catalogue of carbon removal and avoidance credits (issue 35). */
export default function ProductsPage() {
  const { t } = useTranslation('products');
  const [state, update] = useUrlState(
    parseProductListState,
    serializeProductListState,
    PRODUCT_TYPED_KEYS,
  );
  const { data, isError, isFetching, refetch } = useProducts(productListQuery(state));
  const canEdit = useCanEditProducts();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const pages = data ? Math.max(1, Math.ceil(data.total / PRODUCT_LIMITS.pageSizeDefault)) : 1;
  const filtered =
    state.mechanism ||
    state.technology ||
    state.registry ||
    state.vintage ||
    state.country ||
    state.currency ||
    state.search;

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('heading')}
        </Typography>
        {canEdit && (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t('form.new')}
          </Button>
        )}
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: { xs: 3, md: 5 } }}>{t('intro')}</Typography>
      <Card sx={{ mb: 3 }}>
        <ProductFilters state={state} onChange={update} />
      </Card>
      {isError && !data ? (
        <StateMessage
          role="alert"
          title={t('states.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      ) : !data ? (
        <Box sx={GRID} role="status" aria-label={t('states.loading')}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={180} />
          ))}
        </Box>
      ) : data.total === 0 ? (
        <StateMessage
          role="status"
          title={
            filtered || state.priceMin || state.priceMax ? t('states.noResults') : t('states.empty')
          }
        />
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
            {t('count', { count: data.total })}
          </Typography>
          <Box sx={{ ...GRID, opacity: isFetching ? 0.6 : 1 }} aria-busy={isFetching}>
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </Box>
          {pages > 1 && (
            <Stack sx={{ mt: 4, alignItems: 'center' }}>
              <Pagination
                count={pages}
                page={Math.min(state.page, pages)}
                onChange={(_, page) => update({ page })}
                getItemAriaLabel={(type, page) =>
                  type === 'page' ? t('pagination.page', { page }) : t(`pagination.${type}`)
                }
              />
            </Stack>
          )}
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ProductFormDialog
            product={null}
            onClose={() => setEditing(false)}
            onSaved={(product) => navigate(paths.dashboard.product(product.id))}
          />
        </Suspense>
      )}
    </>
  );
}
