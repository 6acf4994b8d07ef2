import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { useAchievements, useStats } from '../api/profile-api';
import { formatDate as format } from '../../../lib/dates';

const STAT_LABELS = [
  ['daysActive', 'Days active'],
  ['moodEntries', 'Mood entries'],
  ['modulesCompleted', 'Modules completed'],
  ['journalEntries', 'Journal entries'],
  ['averageMood', 'Average mood'],
  ['streakDays', 'Day streak'],
] as const;

const formatDate = (value: string) =>
  format(value.length === 10 ? `${value}T12:00:00` : value, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export function StatsTab() {
  const stats = useStats();
  const achievements = useAchievements();
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="stats-heading">
        <Typography id="stats-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Your Stats
        </Typography>
        {stats.isError && <Alert severity="error">Failed to load user statistics</Alert>}
        <Grid container spacing={2}>
          {STAT_LABELS.map(([key, label]) => (
            <Grid key={key} size={{ xs: 6, sm: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  {stats.data ? (
                    <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 700 }}>
                      {key === 'averageMood'
                        ? stats.data.moodEntries
                          ? `${stats.data.averageMood.toFixed(1)}/10`
                          : '–'
                        : stats.data[key]}
                    </Typography>
                  ) : (
                    <Skeleton width="50%" height={42} />
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Box component="section" aria-labelledby="achievements-heading">
        <Typography id="achievements-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
          Achievements
        </Typography>
        {achievements.isError && <Alert severity="error">Failed to load achievements</Alert>}
        <Grid container spacing={2}>
          {(achievements.data ?? []).map((a) => (
            <Grid key={a.id} size={{ xs: 12, sm: 6 }}>
              <Card
                sx={{
                  height: '100%',
                  ...(a.completed
                    ? {}
                    : { bgcolor: 'action.hover', borderStyle: 'dashed', boxShadow: 'none' }),
                }}
                aria-label={`${a.title}${a.completed ? ', completed' : ', not yet completed'}`}
              >
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <EmojiEventsOutlined
                    sx={{ color: a.completed ? 'secondary.main' : 'text.disabled', fontSize: 32 }}
                    aria-hidden
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      sx={{ fontWeight: 600 }}
                      color={a.completed ? 'text.primary' : 'text.secondary'}
                    >
                      {a.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {a.description}
                    </Typography>
                    {a.completed && a.date && (
                      <Chip
                        size="small"
                        label={`Completed ${formatDate(a.date)}`}
                        sx={{ mt: 1 }}
                        color="success"
                        variant="outlined"
                      />
                    )}
                  </Box>
                </CardContent>
              </Card>
            </Grid>
          ))}
          {achievements.isPending &&
            [0, 1, 2, 3].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6 }}>
                <Skeleton variant="rounded" height={96} />
              </Grid>
            ))}
        </Grid>
      </Box>
    </Stack>
  );
}
