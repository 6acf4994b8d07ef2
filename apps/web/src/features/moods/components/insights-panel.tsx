import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { emotionColor, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import type { Insights } from '@moodcraft/core/moods/insights';
import { MOOD_MESSAGES } from '@moodcraft/core/moods/moods';

export function InsightsPanel({ insights }: { insights: Insights }) {
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Weekly Insights
            </Typography>
            {insights.insights.length ? (
              <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1, lineHeight: 1.6 } }}>
                {insights.insights.map((text) => (
                  <li key={text}>
                    <Typography>{text}</Typography>
                  </li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">
                Log a few moods this month and your patterns will show up here.
              </Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Emotion Distribution
            </Typography>
            {insights.distribution.length ? (
              <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {insights.distribution.map((d) => (
                  <li key={d.emotion}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {emotionLabel(d.emotion)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {d.percentage}%
                      </Typography>
                    </Stack>
                    <LinearProgress
                      variant="determinate"
                      value={d.percentage}
                      aria-label={`${emotionLabel(d.emotion)} ${d.percentage}%`}
                      sx={{
                        height: 10,
                        borderRadius: 5,
                        '& .MuiLinearProgress-bar': {
                          bgcolor: emotionColor(d.emotion),
                          borderRadius: 5,
                        },
                      }}
                    />
                  </li>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{MOOD_MESSAGES.distributionEmpty}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Mood Factors Impact
            </Typography>
            {insights.factorImpact.length ? (
              <>
                <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {insights.factorImpact.map((f) => (
                    <li key={f.factor}>
                      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {f.factor}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {f.average}/10
                        </Typography>
                      </Stack>
                      <LinearProgress
                        variant="determinate"
                        value={f.average * 10}
                        color={f.average > 5 ? 'success' : 'error'}
                        aria-label={`${f.factor}: average mood ${f.average} out of 10`}
                        sx={{
                          height: 10,
                          borderRadius: 5,
                          '& .MuiLinearProgress-bar': { borderRadius: 5 },
                        }}
                      />
                    </li>
                  ))}
                </Stack>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 2 }}
                >
                  {MOOD_MESSAGES.factorsCaption}
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary">{MOOD_MESSAGES.factorsEmpty}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}

export function InsightsError() {
  return <Alert severity="error">Failed to fetch mood data</Alert>;
}
