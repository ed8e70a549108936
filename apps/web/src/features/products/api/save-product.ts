import {
  API,
  apiPath,
  okResponseSchema,
  type Product,
  type ProductBody,
  productResponseSchema,
} from '@keeling/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteJson, postJson, putJson } from '../../../lib/http';
import { productKeys } from './query-keys';

export interface SaveProductInput {
  /** Absent: a new product. */
  id?: string;
  version?: number;
  body: ProductBody;
}

/** POST /api/products, or PUT /api/products/:id with the version the editor started from. */
export async function saveProduct({ id, version, body }: SaveProductInput): Promise<Product> {
  const answer = id
    ? await putJson(apiPath(API.products.one, { id }), { ...body, version }, productResponseSchema)
    : await postJson(API.products.create, body, productResponseSchema);
  return answer.product;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.details(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}

/** DELETE /api/products/:id (editors and admins). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteJson(apiPath(API.products.one, { id }), okResponseSchema),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: productKeys.details(id) });
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
