import type { ArticleDetail, ArticleSummary } from '@moodcraft/core/articles/articles';
import { editorialScore, relevanceScore, topicWeights } from '@moodcraft/core/articles/relevance';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../plugins/errors';
import { listMoodFacts } from '../moods/moods.repository';
import type { LibraryArticle } from './article-library';
import {
  addBookmark,
  bookmarksOf,
  progressOf,
  recordProgress,
  removeBookmark,
} from './articles.repository';

export const articleNotFound = () => new HttpError(404, 'Article not found');

const DAY = 86_400_000;

export class ArticleService {
  private readonly byId: Map<string, LibraryArticle>;

  constructor(
    private readonly deps: AppDeps,
    private readonly library: LibraryArticle[],
  ) {
    this.byId = new Map(library.map((a) => [a.id, a]));
  }

  private summary(a: LibraryArticle, bookmarked: boolean, relevance: number): ArticleSummary {
    return {
      id: a.id,
      title: a.title,
      category: a.category,
      tags: a.tags,
      readTime: a.readTime,
      hasQuiz: a.quiz.length > 0,
      hasExercises: a.exercises.length > 0,
      bookmarked,
      relevanceScore: relevance,
      image: `/api/articles/${a.id}/image`,
      excerpt: a.excerpt,
      author: a.author,
      publishDate: a.publishDate,
    };
  }

  /** Relevance for a person: their moods of the last 30 days; visitors get the editors' order. */
  private async scorer(userId: string | null) {
    if (!userId) return (a: LibraryArticle) => editorialScore(a.editorialRank);
    const since = this.deps.now().getTime() - 30 * DAY;
    const recent = (await listMoodFacts(this.deps.database.db, userId)).filter(
      (e) => e.date.getTime() >= since,
    );
    const weights = topicWeights(recent);
    return (a: LibraryArticle) => relevanceScore(a, weights);
  }

  async list(
    userId: string | null,
    query: { search?: string; category?: string; bookmarked?: boolean },
  ) {
    const bookmarks = userId ? await bookmarksOf(this.deps.database.db, userId) : new Set<string>();
    const score = await this.scorer(userId);
    const terms = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    return this.library
      .filter((a) => !query.category || a.category === query.category)
      .filter((a) => !query.bookmarked || bookmarks.has(a.id))
      .filter((a) => terms.every((t) => a.haystack.includes(t)))
      .map((a) => this.summary(a, bookmarks.has(a.id), score(a)))
      .sort((a, b) => b.relevanceScore - a.relevanceScore);
  }

  async detail(userId: string | null, id: string): Promise<ArticleDetail> {
    const article = this.byId.get(id);
    if (!article) throw articleNotFound();
    const bookmarks = userId ? await bookmarksOf(this.deps.database.db, userId) : new Set<string>();
    const score = await this.scorer(userId);
    const progress = userId ? await progressOf(this.deps.database.db, userId, id) : undefined;
    const related = this.library
      .filter((a) => a.id !== id)
      .map((a) => ({
        a,
        shared:
          a.tags.filter((t) => article.tags.includes(t)).length +
          a.topics.filter((t) => article.topics.includes(t)).length * 2 +
          (a.category === article.category ? 1 : 0),
      }))
      .sort((x, y) => y.shared - x.shared || x.a.editorialRank - y.a.editorialRank)
      .slice(0, 3)
      .map(({ a }) => this.summary(a, bookmarks.has(a.id), score(a)));
    return {
      ...this.summary(article, bookmarks.has(id), score(article)),
      content: article.blocks,
      relatedArticles: related,
      quiz: article.quiz,
      exercises: article.exercises,
      progress: {
        quizScore: progress?.quizScore ?? null,
        exercisesCompleted: progress?.exercisesCompleted ?? false,
      },
    };
  }

  imageOf(id: string) {
    const article = this.byId.get(id);
    if (!article) throw articleNotFound();
    return article.image;
  }

  async setBookmark(userId: string, id: string, on: boolean) {
    if (!this.byId.has(id)) throw articleNotFound();
    if (on) await addBookmark(this.deps.database.db, userId, id);
    else await removeBookmark(this.deps.database.db, userId, id);
    return { bookmarked: on };
  }

  async progress(
    userId: string,
    id: string,
    change: { quizScore?: number; exercisesCompleted?: boolean },
  ) {
    const article = this.byId.get(id);
    if (!article) throw articleNotFound();
    if (change.quizScore !== undefined && !article.quiz.length)
      throw new HttpError(400, 'This article has no quiz');
    if (change.exercisesCompleted && !article.exercises.length)
      throw new HttpError(400, 'This article has no exercises');
    return recordProgress(this.deps.database.db, userId, id, change, this.deps.now());
  }
}
