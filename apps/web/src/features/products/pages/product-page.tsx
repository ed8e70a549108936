import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StateMessage } from '../../../components/state-message';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { isHttpError } from '../../../lib/http';
import { retryImport } from '../../../lib/retry-import';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useProduct } from '../api/get-product';
import { useDeleteProduct } from '../api/save-product';
import { useCanEditProducts } from '../hooks/use-can-edit-products';
import { formatPrice } from '../utils/price';
import { useCountryName } from '../utils/use-country-name';

/** The editor's form loads when it first opens. */
const ProductFormDialog = lazy(() =>
  retryImport(() => import('../components/product-form-dialog')).then((module) => ({
    default: module.ProductFormDialog,
  })),
);

/** /dashboard/product/:id: one product, its vintages, its documents and its description. */
export default function ProductPage() {
  const { t } = useTranslation('products');
  const { id = '' } = useParams();
  const { locale, number } = useLocaleFormat();
  const countryName = useCountryName();
  const { data: product, error, isPending, refetch } = useProduct(id);
  const canEdit = useCanEditProducts();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  const back = (
    <Button component={RouterLink} to={paths.dashboard.products} color="inherit">
      {t('details.back')}
    </Button>
  );

  if (isPending) {
    return (
      <Box role="status" aria-label={t('states.loading')}>
        <Skeleton width="60%" height={48} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
      </Box>
    );
  }
  if (!product) {
    const isMissing = isHttpError(error) && (error.status === 404 || error.status === 400);
    return (
      <StateMessage
        role="alert"
        title={isMissing ? t('details.notFound') : t('states.error')}
        onRetry={isMissing ? undefined : () => void refetch()}
        retryLabel={t('states.retry')}
        action={back}
      />
    );
  }

  const facts: [string, string][] = [
    [t('details.technology'), t(`technologies.${product.technology}`)],
    [t('details.registry'), t(`registries.${product.registry}`)],
    [t('details.projectId'), product.registryProjectId || t('details.none')],
    [t('details.methodology'), product.methodology || t('details.none')],
    [t('details.country'), countryName(product.country)],
    [
      t('details.permanence'),
      product.permanenceYears === null
        ? t('details.notStated')
        : t('details.years', { years: number(product.permanenceYears) }),
    ],
    [
      t('details.certifications'),
      product.certifications.length ? product.certifications.join(', ') : t('details.none'),
    ],
  ];

  return (
    <>
      <title>{t('common:brandTitle', { page: product.name, app: APP_NAME })}</title>
      <Stack direction="row" sx={{ mb: 3, justifyContent: 'space-between' }}>
        {back}
        {canEdit && (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
              {t('delete.action')}
            </Button>
            <Button variant="outlined" onClick={() => setEditing(true)}>
              {t('form.edit')}
            </Button>
          </Stack>
        )}
      </Stack>
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
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {product.name}
      </Typography>
      {product.example && (
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('details.exampleNote')}</Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: 3 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('details.facts')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Card>
        <Card sx={{ p: 3 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('details.vintages')}
          </Typography>
          {product.vintages.length === 0 ? (
            <Typography variant="body2">{t('details.noVintages')}</Typography>
          ) : (
            <Table size="small" aria-label={t('details.vintages')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('details.vintage')}</TableCell>
                  <TableCell align="right">{t('details.pricePerTonne')}</TableCell>
                  <TableCell align="right">{t('details.tonnes')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {product.vintages.map((v) => (
                  <TableRow key={v.year}>
                    <TableCell>{v.year}</TableCell>
                    <TableCell align="right">
                      {formatPrice(v.priceMinor, product.currency, locale)}
                    </TableCell>
                    <TableCell align="right">{number(v.tonnesAvailable)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      </Box>
      {product.description && (
        <Card sx={{ p: 3, mt: 3 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('details.description')}
          </Typography>
          {/* sanitised by the server (the blog's rules) when saved */}
          <Box
            sx={{ typography: 'body1', '& p': { my: 1 } }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save by the server
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </Card>
      )}
      {product.images.length > 0 && (
        <Card sx={{ p: 3, mt: 3 }} component="section" aria-labelledby="product-images">
          <Typography component="h2" variant="h6" sx={{ mb: 1 }} id="product-images">
            {t('details.images')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {product.images.map((src, index) => (
              <Box
                key={src}
                component="img"
                src={src}
                alt={t('details.imageAlt', { name: product.name, n: index + 1 })}
                loading="lazy"
                sx={{ width: 240, maxWidth: 1, height: 160, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Stack>
        </Card>
      )}
      {product.documents.length > 0 && (
        <Card sx={{ p: 3, mt: 3 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('details.documents')}
          </Typography>
          <Stack component="ul" sx={{ m: 0, ps: 2.5 }}>
            {product.documents.map((doc) => (
              <li key={doc.url}>
                <Link href={doc.url} rel="noopener noreferrer" target="_blank">
                  {doc.title}
                </Link>
              </li>
            ))}
          </Stack>
        </Card>
      )}
      {editing && (
        <Suspense fallback={null}>
          <ProductFormDialog
            product={product}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting}
        title={t('delete.title')}
        text={t('delete.text', { name: product.name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('form.cancel')}
        isBusy={remove.isPending}
        error={remove.isError ? errorMessage(t, remove.error) : null}
        onClose={() => {
          remove.reset();
          setDeleting(false);
        }}
        onConfirm={() =>
          remove.mutate(product.id, {
            onSuccess: () => navigate(paths.dashboard.products, { replace: true }),
          })
        }
      />
    </>
  );
}
