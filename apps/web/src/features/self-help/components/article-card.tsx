import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import CloudDone from '@mui/icons-material/CloudDone';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import { Link as RouterLink } from 'react-router';
import type { ArticleSummary } from '@moodcraft/core/articles/articles';

type Props = {
  article: ArticleSummary;
  offline: boolean;
  offlineBusy: boolean;
  canBookmark: boolean;
  onBookmark: () => void;
  onOffline: () => void;
};

export function ArticleCard({
  article,
  offline,
  offlineBusy,
  canBookmark,
  onBookmark,
  onOffline,
}: Props) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={`/self-help/article/${article.id}`}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={article.image}
            alt=""
            loading="lazy"
            width={600}
            height={300}
            sx={{ width: '100%', height: 160, objectFit: 'cover', display: 'block' }}
          />
          {article.relevanceScore > 90 && (
            <Chip
              label="Recommended for You"
              color="secondary"
              size="small"
              sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 600 }}
            />
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {article.category}
          </Typography>
          <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, mb: 1 }}>
            {article.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {article.excerpt}
          </Typography>
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <Typography variant="caption">{article.readTime}</Typography>
            {article.hasQuiz && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <QuizOutlined sx={{ fontSize: 16 }} aria-hidden />
                <Typography variant="caption">Quiz</Typography>
              </Stack>
            )}
            {article.hasExercises && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <SelfImprovement sx={{ fontSize: 16 }} aria-hidden />
                <Typography variant="caption">Exercises</Typography>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
      <Stack
        direction="row"
        sx={{ px: 1, pb: 1, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', pl: 1, minWidth: 0 }}
        >
          {article.tags.slice(0, 3).map((t) => (
            <Chip key={t} label={t} size="small" variant="outlined" />
          ))}
        </Stack>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          {canBookmark && (
            <Tooltip title={article.bookmarked ? 'Remove bookmark' : 'Bookmark'}>
              <IconButton
                onClick={onBookmark}
                aria-pressed={article.bookmarked}
                aria-label={`Bookmark ${article.title}`}
              >
                {article.bookmarked ? <Bookmark color="primary" /> : <BookmarkBorder />}
              </IconButton>
            </Tooltip>
          )}
          <Tooltip
            title={offline ? 'Available offline (select to remove)' : 'Make available offline'}
          >
            <span>
              <IconButton
                onClick={onOffline}
                aria-pressed={offline}
                aria-label={`Available offline: ${article.title}`}
                disabled={offlineBusy}
              >
                {offlineBusy ? (
                  <CircularProgress size={20} />
                ) : offline ? (
                  <CloudDone color="primary" />
                ) : (
                  <CloudDownloadOutlined />
                )}
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
    </Card>
  );
}
