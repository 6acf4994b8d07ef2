import {
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { emotionColor, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import { INSIGHT_RANGES, type InsightRange } from '@moodcraft/core/moods/analytics';
import type { Insights } from '@moodcraft/core/moods/insights';
import { MOOD_MESSAGES } from '@moodcraft/core/moods/moods';
import { useDrawnLater } from '../../../lib/use-drawn-later';

const RANGE_NAMES: Record<InsightRange, string> = {
  week: 'Week',
  month: 'Month',
  year: 'Year',
  all: 'All time',
};

/** What the empty insights ask for, in the period's words. */
const RANGE_EMPTY: Record<InsightRange, string> = {
  week: 'Log a few moods this week and your patterns will show up here.',
  month: 'Log a few moods this month and your patterns will show up here.',
  year: 'Log a few moods this year and your patterns will show up here.',
  all: 'Log a few moods and your patterns will show up here.',
};

/** The period the insights look back over: the last 7, 30 or 365 days, or every entry. */
export function RangeChoice({
  value,
  onChange,
}: {
  value: InsightRange;
  onChange: (range: InsightRange) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_e, next: InsightRange | null) => next && onChange(next)}
      aria-label="Insights over"
      sx={{ alignSelf: 'flex-start', bgcolor: 'background.paper' }}
    >
      {INSIGHT_RANGES.map((range) => (
        <ToggleButton key={range} value={range} sx={{ px: 2 }}>
          {RANGE_NAMES[range]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** "1.5 above your average", "0.5 below your average" or "same as your average". */
export function differenceText(difference: number) {
  if (difference === 0) return 'Same as your average';
  return `${Math.abs(difference)} ${difference > 0 ? 'above' : 'below'} your average`;
}

export function InsightsPanel({ insights }: { insights: Insights }) {
  // the week's sentences first; the two lists below them a moment later
  const rest = useDrawnLater();
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
              <Typography color="text.secondary">{RANGE_EMPTY[insights.range]}</Typography>
            )}
          </CardContent>
        </Card>
      </Grid>
      {rest && (
        <>
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
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block', mt: 0.5 }}
                          >
                            {differenceText(f.difference)} · {f.count}{' '}
                            {f.count === 1 ? 'entry' : 'entries'}
                          </Typography>
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
        </>
      )}
    </Grid>
  );
}

export function InsightsError() {
  return <Alert severity="error">Failed to fetch mood data</Alert>;
}
