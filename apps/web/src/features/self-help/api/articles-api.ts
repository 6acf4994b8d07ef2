import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleDetail, ArticleSummary } from '@moodcraft/core/articles/articles';
import { shouldRetry } from '../../../lib/query-client';
import { api } from '../../../lib/api-client';
import { savedArticles } from '../offline';

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

/**
 * One article. Offline it is still asked for once: the service worker answers with the copy of an
 * article saved for offline reading (and an article not saved fails at once). Online, a read that
 * failed, as one can just as the connection returns, is tried again like any other.
 */
export const useArticle = (id: string) =>
  useQuery({
    queryKey: ['articles', 'detail', id],
    queryFn: () => api<ArticleDetail>(`/articles/${encodeURIComponent(id)}`),
    networkMode: 'offlineFirst',
    retry: (failures, error) => navigator.onLine && shouldRetry(failures, error),
  });

/** Whether an article answers the library's query, checked here when the server is out of reach. */
function matches(article: ArticleSummary, q: ArticleQuery) {
  const words = q.search.trim().toLowerCase();
  const text = [article.title, article.excerpt, article.category, ...article.tags].join(' ');
  return (
    (!q.category || article.category === q.category) &&
    (!q.bookmarked || article.bookmarked) &&
    (!words || text.toLowerCase().includes(words))
  );
}

/**
 * The articles saved on this device for offline reading (`ids`) that answer the query, read
 * without a network: the library offline.
 */
export const useSavedArticles = (ids: string[], q: ArticleQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['articles', 'saved', ids],
    queryFn: () => savedArticles(ids),
    select: (articles): ArticleSummary[] => articles.filter((article) => matches(article, q)),
    networkMode: 'always',
    enabled,
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
