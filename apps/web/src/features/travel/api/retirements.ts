import {
  API,
  apiPath,
  okResponseSchema,
  productListResponseSchema,
  type RetirementInput,
  type RetirementListQuery,
  retirementListResponseSchema,
  retirementResponseSchema,
} from '@keeling/contract';
import { PRODUCT_LIMITS } from '@keeling/contract/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJson, getJson, postJson } from '../../../lib/http';

/** "Cover our travel": the team's ledger of offset credits, for the travel page's period. */
const retirementKeys = {
  all: ['retirements'] as const,
  list: (query: RetirementListQuery) => [...retirementKeys.all, query] as const,
};

export function useRetirements(query: RetirementListQuery) {
  return useQuery({
    queryKey: retirementKeys.list(query),
    queryFn: ({ signal }) =>
      getJson(API.retirements.list, retirementListResponseSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The published products a retirement may draw from (the catalogue's first page by name). */
export function useCoverProducts() {
  return useQuery({
    queryKey: ['products', 'cover'],
    queryFn: ({ signal }) =>
      getJson(API.product.list, productListResponseSchema, {
        query: { status: 'published', size: PRODUCT_LIMITS.pageSizeMax, sort: 'name' },
        signal,
      }),
  });
}

export function useRecordRetirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetirementInput) =>
      postJson(API.retirements.list, body, retirementResponseSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: retirementKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

export function useDeleteRetirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteJson(apiPath(API.retirements.one, { id }), okResponseSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: retirementKeys.all }),
  });
}
