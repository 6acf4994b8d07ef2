import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  FormControlLabel,
  Grid,
  InputAdornment,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { useParams, useSearchParams } from 'react-router';
import { ARTICLE_CATEGORIES } from '@moodcraft/core/articles/articles';
import { AppSnackbar, useSnackbar } from '../../components/app-snackbar';
import { errorMessage } from '../../lib/api-client';
import { useOnline } from '../../lib/use-online';
import { useAuth } from '../../app/auth-context';
import { useArticles, useBookmark, useSavedArticles } from './api/articles-api';
import { ArticleCard } from './components/article-card';
import { useOfflineArticles } from './use-offline-articles';

const TOPICS = ['Anxiety', 'Resilience', 'Mindfulness'] as const;

/** The article screen's code, kept with an article saved for offline reading from this list. */
const loadArticlePage = () => import('./article-page');

export const meta = () => [{ title: 'Self-Help · MoodCraft' }];

export default function SelfHelpPage() {
  const { topic } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const category = ARTICLE_CATEGORIES.find((c) => c === params.get('category')) ?? '';
  const [search, setSearch] = useState(
    topic ? topic.replace(/-/g, ' ') : (params.get('search') ?? ''),
  );
  const [debounced, setDebounced] = useState(search);
  const [bookmarked, setBookmarked] = useState(false);
  const [offlineOnly, setOfflineOnly] = useState(false);
  const snackbar = useSnackbar();
  const { show } = snackbar;
  const notifyError = useCallback((text: string) => show(text, 'error'), [show]);
  const offline = useOfflineArticles(notifyError, loadArticlePage);
  const online = useOnline();
  const query = { search: debounced, category, bookmarked };
  const articles = useArticles(query);
  const bookmark = useBookmark();
  // offline, before the library has been fetched: the articles saved on this device
  const savedOnly = !online && !articles.data;
  const saved = useSavedArticles(offline.ids, query, savedOnly);
  const list = articles.data ?? (savedOnly ? saved.data : undefined);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const setCategory = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('category', value);
    else next.delete('category');
    setParams(next, { replace: true });
  };

  const reset = () => {
    setSearch('');
    setDebounced('');
    setBookmarked(false);
    setOfflineOnly(false);
    setCategory('');
  };

  const visible = (list ?? []).filter((a) => !offlineOnly || offline.ids.includes(a.id));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Self-Help Library
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 680 }}>
        Short, evidence-informed reads with quizzes and guided exercises. They support professional
        care; they never replace it.
      </Typography>

      {user && (
        <Card sx={{ mb: 3, bgcolor: 'action.hover', border: 0 }}>
          <CardContent
            sx={{
              display: 'flex',
              gap: 2,
              flexDirection: { xs: 'column', md: 'row' },
              alignItems: { md: 'center' },
            }}
          >
            <Box sx={{ flexGrow: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <AutoAwesome color="secondary" fontSize="small" aria-hidden />
                <Typography component="h2" variant="h6">
                  Personalized For You
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                Articles matching your recent moods rise to the top and are marked Recommended for
                You.
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {TOPICS.map((t) => (
                  <Chip
                    key={t}
                    label={t}
                    onClick={() => setSearch(t.toLowerCase())}
                    clickable
                    variant="outlined"
                    color="primary"
                  />
                ))}
              </Stack>
            </Box>
            <Button
              variant="contained"
              onClick={() => setSearch(TOPICS[0].toLowerCase())}
              sx={{ flexShrink: 0 }}
            >
              View Recommended Articles
            </Button>
          </CardContent>
        </Card>
      )}

      <Stack spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search articles"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label="Categories"
        >
          {['', ...ARTICLE_CATEGORIES].map((c) => (
            <Chip
              key={c || 'all'}
              label={c || 'All'}
              onClick={() => setCategory(c)}
              color={category === c ? 'primary' : 'default'}
              variant={category === c ? 'filled' : 'outlined'}
              aria-pressed={category === c}
            />
          ))}
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          {user && (
            <FormControlLabel
              control={
                <Switch checked={bookmarked} onChange={(e) => setBookmarked(e.target.checked)} />
              }
              label="Bookmarked"
            />
          )}
          <FormControlLabel
            control={
              <Switch checked={offlineOnly} onChange={(e) => setOfflineOnly(e.target.checked)} />
            }
            label="Available Offline"
          />
          <Typography color="text.secondary" sx={{ ml: 'auto' }} aria-live="polite">
            {list ? `${visible.length} ${visible.length === 1 ? 'article' : 'articles'} found` : ''}
          </Typography>
        </Stack>
      </Stack>

      {articles.isError && (
        <Alert severity="error">
          {errorMessage(articles.error, 'Failed to load articles. Please try again later.')}
        </Alert>
      )}
      {savedOnly && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Showing the articles saved on this device for offline reading. The whole library returns
          when you’re back online.
        </Alert>
      )}
      {!list && !articles.isError ? (
        <Grid container spacing={3}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={360} />
            </Grid>
          ))}
        </Grid>
      ) : visible.length === 0 && list ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="p" sx={{ mb: 1 }}>
              No articles found
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Try another word or fewer filters.
            </Typography>
            <Button variant="contained" onClick={reset}>
              Reset Filters
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Grid container spacing={3}>
          {visible.map((a) => (
            <Grid key={a.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <ArticleCard
                article={a}
                canBookmark={Boolean(user)}
                offline={offline.ids.includes(a.id)}
                offlineBusy={offline.busy === a.id}
                onBookmark={() =>
                  bookmark.mutate(
                    { id: a.id, on: !a.bookmarked },
                    {
                      onError: (e) => notifyError(errorMessage(e, 'Failed to update the bookmark')),
                    },
                  )
                }
                onOffline={() => void offline.toggle(a.id)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <AppSnackbar snackbar={snackbar} duration={4000} />
    </Container>
  );
}
