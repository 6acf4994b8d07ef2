import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Craft, CraftJsonRequest, CreativeContent } from '@moodcraft/core/crafts/crafts';
import { DASHBOARD_QUERY_KEY } from '../../../app/query-keys';
import { api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload';

const LIST = ['crafts', 'list'] as const;

/** Every craft as the list shows it (a writing's first 150 characters). */
export const useCrafts = () =>
  useQuery({ queryKey: LIST, queryFn: () => api<Craft[]>('/creative-crafts') });

/** The crafts whose title, text or tags hold every word of the search, searched on the server. */
export const useCraftSearch = (search: string) =>
  useQuery({
    queryKey: [...LIST, search],
    queryFn: ({ signal }) =>
      api<Craft[]>(`/creative-crafts?search=${encodeURIComponent(search)}`, { signal }),
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** One craft in full, for reading it: a list holds only the start of a writing. */
export const useCraft = (craft: Craft | null) =>
  useQuery({
    queryKey: ['crafts', 'one', craft?.id],
    queryFn: ({ signal }) => api<Craft>(`/creative-crafts/${craft!.id}`, { signal }),
    enabled: Boolean(craft?.preview),
  });
export const useCreativeContent = () =>
  useQuery({
    queryKey: ['crafts', 'content'],
    queryFn: () => api<CreativeContent>('/creative/content'),
    staleTime: Infinity,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ['crafts'] });
    void client.invalidateQueries({ queryKey: ['profile'] });
    void client.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
  };
}

export function useSaveCraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CraftJsonRequest) =>
      api<Craft>('/creative-crafts', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useUploadCraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      title,
      type,
      tags,
      file,
      onProgress,
    }: {
      title: string;
      type: 'audio' | 'dancing';
      tags: string[];
      file: Blob;
      onProgress: (p: number) => void;
    }) => {
      const form = new FormData();
      form.append('title', title);
      form.append('type', type);
      form.append('tags', JSON.stringify(tags));
      const ext = file.type.includes('mp4') ? 'mp4' : 'webm';
      form.append('file', file, `${type}.${ext}`);
      return uploadWithProgress<Craft>('/creative-crafts', form, onProgress);
    },
    onSuccess: refresh,
  });
}

export function useTagCraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tag }: { id: string; tag: string }) =>
      api<Craft>(`/creative-crafts/${id}/tags`, { method: 'POST', body: { tag } }),
    onSuccess: (craft) => updateInLists(client, craft),
  });
}

/** A changed craft's tags and likes, in every list that holds it (each keeps its own preview). */
function updateInLists(client: ReturnType<typeof useQueryClient>, craft: Craft) {
  client.setQueriesData<Craft[]>({ queryKey: LIST }, (list) =>
    list?.map((c) =>
      c.id === craft.id
        ? { ...c, tags: craft.tags, likes: craft.likes, updatedAt: craft.updatedAt }
        : c,
    ),
  );
}

export function useLikeCraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Craft>(`/creative-crafts/${id}/like`, { method: 'POST' }),
    onSuccess: (craft) => updateInLists(client, craft),
  });
}

export function useDeleteCraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/creative-crafts/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
