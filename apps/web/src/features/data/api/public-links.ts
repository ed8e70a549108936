import {
  API,
  apiPath,
  okResponseSchema,
  type PublicLink,
  type PublicLinkCreateBody,
  type PublicView,
  publicLinkListResponseSchema,
  publicLinkResponseSchema,
  publicViewResponseSchema,
} from '@keeling/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJson, getJson, postJson } from '../../../lib/http';
import { dataKeys } from './query-keys';

/** GET /api/public/:token: what a public link shows (signed out). */
export async function getPublicView(token: string, signal?: AbortSignal): Promise<PublicView> {
  return getJson(apiPath(API.publicView.one, { token }), publicViewResponseSchema, { signal });
}

export function usePublicView(token: string) {
  return useQuery({
    queryKey: [...dataKeys.publicLinks(), 'view', token],
    queryFn: ({ signal }) => getPublicView(token, signal),
    retry: false,
  });
}

/** GET /api/public-links: every public link (editors and admins). */
export function usePublicLinks() {
  return useQuery({
    queryKey: [...dataKeys.publicLinks(), 'list'],
    queryFn: async ({ signal }) =>
      (await getJson(API.publicLinks.list, publicLinkListResponseSchema, { signal })).links,
  });
}

export function useCreatePublicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PublicLinkCreateBody): Promise<PublicLink> =>
      (await postJson(API.publicLinks.list, body, publicLinkResponseSchema)).link,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.publicLinks() }),
  });
}

export function useRevokePublicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteJson(apiPath(API.publicLinks.one, { id }), okResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.publicLinks() }),
  });
}
