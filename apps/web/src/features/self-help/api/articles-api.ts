import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleDetail, ArticleSummary } from '@moodcraft/core/articles/articles';
import { api } from '../../../lib/api-client';

export type ArticleQuery = { search: string; category: string; bookmarked: boolean };

const queryString = (q: ArticleQuery) => {
  const params = new URLSearchParams();
  if (q.search.trim()) params.set('search', q.search.trim());
  if (q.category) params.set('category', q.category);
  if (q.bookmarked) params.set('bookmarked', 'true');
  const s = params.toString();
  return s ? `?${s}` : '';
};

export const useArticles = (q: ArticleQuery) =>
  useQuery({
    queryKey: ['articles', 'list', q],
    queryFn: () => api<ArticleSummary[]>(`/articles${queryString(q)}`),
    placeholderData: (previous) => previous,
  });

export const useArticle = (id: string) =>
  useQuery({
    queryKey: ['articles', 'detail', id],
    queryFn: () => api<ArticleDetail>(`/articles/${encodeURIComponent(id)}`),
    retry: false,
  });

export function useBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      api<{ bookmarked: boolean }>(`/articles/${id}/bookmark`, { method: on ? 'PUT' : 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['articles'] }),
  });
}

export function useRecordProgress(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { quizScore?: number; exercisesCompleted?: true }) =>
      api<{ quizScore: number | null; exercisesCompleted: boolean }>(`/articles/${id}/progress`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['articles', 'detail', id] });
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
