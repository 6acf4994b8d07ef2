import { useCallback, useRef, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Container,
  Divider,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import type { ArticleBlock } from '@moodcraft/core/articles/articles';
import { AppSnackbar, useSnackbar } from '../../components/app-snackbar';
import { ApiError, errorMessage, NetworkError } from '../../lib/api-client';
import { useOnline } from '../../lib/use-online';
import { useAuth } from '../../app/auth-context';
import { useArticle, useBookmark, useRecordProgress } from './api/articles-api';
import { ArticleText } from './components/article-text';
import { Quiz } from './components/quiz';
import { ExerciseRunner } from './exercises/exercise-panel';
import { useOfflineArticles } from './use-offline-articles';
import { formatDate as format } from '../../lib/dates';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 1.5 }}>
          <ArticleText text={block.text} />
        </Typography>
      );
    case 'subheading':
      return (
        <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
          <ArticleText text={block.text} />
        </Typography>
      );
    case 'list':
      return (
        <Box
          component={block.ordered ? 'ol' : 'ul'}
          sx={{ pl: 3, my: 2, '& li': { mb: 1, lineHeight: 1.75, fontSize: '1.05rem' } }}
        >
          {block.items.map((item) => (
            <li key={item}>
              <ArticleText text={item} />
            </li>
          ))}
        </Box>
      );
    default:
      return (
        <Typography sx={{ mb: 2, lineHeight: 1.8, fontSize: '1.05rem' }}>
          <ArticleText text={block.text} />
        </Typography>
      );
  }
}

const formatDate = (iso: string) =>
  format(`${iso}T12:00:00`, { day: 'numeric', month: 'long', year: 'numeric' });

const loadedAlready = () => Promise.resolve();

export default function ArticlePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const article = useArticle(id);
  const online = useOnline();
  const bookmark = useBookmark();
  const progress = useRecordProgress(id);
  const snackbar = useSnackbar();
  const { show } = snackbar;
  const notifyError = useCallback((text: string) => show(text, 'error'), [show]);
  // this screen's code is loaded already
  const offline = useOfflineArticles(notifyError, loadedAlready);
  const quizRef = useRef<HTMLElement>(null);
  const exercisesRef = useRef<HTMLElement>(null);
  const [exerciseDone, setExerciseDone] = useState<Record<number, boolean>>({});
  const { mutate: record } = progress;

  const exerciseFinished = useCallback(
    (index: number) => {
      setExerciseDone((d) => ({ ...d, [index]: true }));
      if (user)
        record(
          { exercisesCompleted: true },
          { onError: (e) => notifyError(errorMessage(e, 'Could not save your progress')) },
        );
    },
    [user, record, notifyError],
  );

  if (article.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Typography role="status">Loading article...</Typography>
      </Container>
    );
  }
  if (article.isError || !article.data) {
    const missing = article.error instanceof ApiError && article.error.status === 404;
    // it opens by itself when the connection returns
    const notSaved = !online && article.error instanceof NetworkError;
    return (
      <Container maxWidth="md" sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {missing
            ? 'Article not found'
            : notSaved
              ? 'This article is not saved on this device'
              : 'This article could not be loaded'}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {missing
            ? 'It may have moved. The library has plenty more to read.'
            : notSaved
              ? 'It will open here when you’re back online. Articles you make available offline can be read without a connection.'
              : errorMessage(article.error, 'Please check your connection and try again.')}
        </Typography>
        <Button
          component={RouterLink}
          to="/self-help"
          variant="contained"
          startIcon={<ArrowBack />}
        >
          Back to Self-Help
        </Button>
      </Container>
    );
  }

  const a = article.data;
  const isOffline = offline.ids.includes(a.id);
  const scroll = (ref: React.RefObject<HTMLElement | null>) =>
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  return (
    <Box component="article">
      <title>{`${a.title} · MoodCraft`}</title>
      <Container maxWidth="md" sx={{ pt: { xs: 2, md: 4 } }}>
        <Button component={RouterLink} to="/self-help" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          Back
        </Button>
        <Box
          component="img"
          src={a.image}
          alt=""
          width={1200}
          height={600}
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '2 / 1',
            objectFit: 'cover',
            borderRadius: 4,
            display: 'block',
          }}
        />
        <Box sx={{ maxWidth: '70ch', mx: 'auto', mt: 3 }}>
          <Chip
            label={a.category}
            color="primary"
            variant="outlined"
            size="small"
            sx={{ mb: 1.5 }}
          />
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, mb: 1.5 }}
          >
            {a.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {a.author} · {a.readTime} · {formatDate(a.publishDate)}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 3 }}
          >
            {a.tags.map((t) => (
              <Chip key={t} label={t} size="small" />
            ))}
            <Box sx={{ flexGrow: 1 }} />
            {user && (
              <Button
                size="small"
                startIcon={a.bookmarked ? <Bookmark /> : <BookmarkBorder />}
                aria-pressed={a.bookmarked}
                onClick={() =>
                  bookmark.mutate(
                    { id: a.id, on: !a.bookmarked },
                    {
                      onError: (e) => notifyError(errorMessage(e, 'Failed to update the bookmark')),
                    },
                  )
                }
              >
                {a.bookmarked ? 'Bookmarked' : 'Bookmark'}
              </Button>
            )}
            <Button
              size="small"
              startIcon={isOffline ? <CloudDone /> : <CloudDownloadOutlined />}
              aria-pressed={isOffline}
              disabled={offline.busy === a.id}
              onClick={() => void offline.toggle(a.id)}
            >
              {offline.busy === a.id
                ? 'Saving...'
                : isOffline
                  ? 'Available offline'
                  : 'Make available offline'}
            </Button>
          </Stack>

          {a.content.map((block, i) => (
            <Block key={i} block={block} />
          ))}

          <Card sx={{ mt: 5 }}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
              <Avatar
                src="/logo.svg"
                alt=""
                sx={{ width: 56, height: 56, bgcolor: 'background.default' }}
              />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{a.author}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Mental Health Specialist
                </Typography>
              </Box>
            </CardContent>
          </Card>

          {(a.quiz.length > 0 || a.exercises.length > 0) && (
            <Card sx={{ mt: 3, bgcolor: 'action.hover', border: 0 }}>
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Interactive Elements
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Put the ideas into practice.
                  {user
                    ? ' Finishing a quiz or an exercise counts toward your modules completed.'
                    : ''}
                </Typography>
                <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {a.quiz.length > 0 && (
                    <Button
                      variant="contained"
                      onClick={() => scroll(quizRef)}
                      endIcon={a.progress.quizScore !== null ? <CheckCircle /> : undefined}
                    >
                      Take the Quiz
                    </Button>
                  )}
                  {a.exercises.length > 0 && (
                    <Button
                      variant="outlined"
                      onClick={() => scroll(exercisesRef)}
                      endIcon={a.progress.exercisesCompleted ? <CheckCircle /> : undefined}
                    >
                      Try the Exercises
                    </Button>
                  )}
                </Stack>
              </CardContent>
            </Card>
          )}

          {a.quiz.length > 0 && (
            <Box
              component="section"
              ref={quizRef}
              aria-labelledby="quiz-heading"
              sx={{ mt: 5, scrollMarginTop: 80 }}
            >
              <Typography id="quiz-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
                Quiz
              </Typography>
              {a.progress.quizScore !== null && (
                <Alert severity="success" sx={{ mb: 2 }}>
                  Your best score so far: {a.progress.quizScore}%.
                </Alert>
              )}
              <Quiz
                quiz={a.quiz}
                canSave={Boolean(user)}
                onScored={(quizScore) =>
                  user &&
                  record(
                    { quizScore },
                    {
                      onError: (e) => notifyError(errorMessage(e, 'Could not save your progress')),
                    },
                  )
                }
              />
            </Box>
          )}

          {a.exercises.length > 0 && (
            <Box
              component="section"
              ref={exercisesRef}
              aria-labelledby="exercises-heading"
              sx={{ mt: 5, scrollMarginTop: 80 }}
            >
              <Typography id="exercises-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
                Exercises
              </Typography>
              <Stack spacing={3}>
                {a.exercises.map((ex, i) => (
                  <Card key={ex.title}>
                    <CardContent>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                        <Typography variant="h6" component="h3">
                          {ex.title}
                        </Typography>
                        {(exerciseDone[i] || a.progress.exercisesCompleted) && (
                          <Chip label="Done" color="success" size="small" icon={<CheckCircle />} />
                        )}
                      </Stack>
                      <Typography color="text.secondary" sx={{ mb: 2 }}>
                        {ex.description}
                      </Typography>
                      <ExerciseRunner type={ex.type} onComplete={() => exerciseFinished(i)} />
                    </CardContent>
                  </Card>
                ))}
              </Stack>
            </Box>
          )}

          <Divider sx={{ my: 5 }} />
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            Related articles
          </Typography>
          <Grid container spacing={2}>
            {a.relatedArticles.map((r) => (
              <Grid key={r.id} size={{ xs: 12, sm: 4 }}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={`/self-help/article/${r.id}`}
                    sx={{ height: '100%' }}
                  >
                    <Box
                      component="img"
                      src={r.image}
                      alt=""
                      loading="lazy"
                      width={600}
                      height={300}
                      sx={{ width: '100%', height: 100, objectFit: 'cover', display: 'block' }}
                    />
                    <CardContent>
                      <Typography variant="caption" color="primary" sx={{ fontWeight: 700 }}>
                        {r.category}
                      </Typography>
                      <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{r.title}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Box sx={{ textAlign: 'center', my: 5 }}>
            <Button
              startIcon={<ArrowUpward />}
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              Back to Top
            </Button>
          </Box>
        </Box>
      </Container>
      <AppSnackbar snackbar={snackbar} duration={4000} />
    </Box>
  );
}
