import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Grid,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Print from '@mui/icons-material/Print';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { capitalise, emotionColor, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import type { MoodReport } from '@moodcraft/core/data/report';
import { MoodLineChart } from '../../components/charts/mood-line-chart';
import { CheckInsSection } from './check-ins-section';
import { api, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/dates';

const nice = (day: string) =>
  formatDate(`${day}T12:00:00`, { day: 'numeric', month: 'long', year: 'numeric' });

/** A read-only report a person shared with their clinician; prints cleanly to PDF. */
export const meta = () => [{ title: 'Mood report · MoodCraft' }];

export default function ReportPage() {
  const { token = '' } = useParams();
  const report = useQuery({
    queryKey: ['report', token],
    queryFn: () => api<MoodReport>(`/reports/${encodeURIComponent(token)}`),
    retry: false,
  });

  if (report.isPending)
    return (
      <Container sx={{ py: 6 }}>
        <Typography role="status">Loading report...</Typography>
      </Container>
    );
  if (report.isError || !report.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Report unavailable
        </Typography>
        <Alert severity="info">
          {errorMessage(
            report.error,
            'This report link is not valid, or it has expired or been revoked. Please ask the person who shared it for a new one.',
          )}
        </Alert>
      </Container>
    );
  }
  const r = report.data;
  return (
    <Container
      maxWidth="md"
      sx={{ py: { xs: 3, md: 5 }, '@media print': { py: 0 } }}
      className="report"
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 3 }}
      >
        <Box>
          <Typography variant="overline" color="text.secondary">
            MoodCraft mood report
          </Typography>
          <Typography variant="h4" component="h1">
            {r.name}
          </Typography>
          <Typography color="text.secondary">
            {nice(r.from)} – {nice(r.to)} · times in {r.timeZone.replace(/_/g, ' ')}
          </Typography>
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ '@media print': { display: 'none' }, flexShrink: 0 }}
        >
          <Button
            variant="outlined"
            startIcon={<PictureAsPdf />}
            component="a"
            href={`/api/reports/${encodeURIComponent(token)}/pdf`}
            download
          >
            Download PDF
          </Button>
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
            Print
          </Button>
        </Stack>
      </Stack>
      <Alert severity="info" sx={{ mb: 3, '@media print': { display: 'none' } }}>
        Shared by {r.name} for their care. Read-only; this link expires on{' '}
        {formatDate(r.expiresAt, { day: 'numeric', month: 'long' })}.
      </Alert>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {[
          ['Check-ins', String(r.summary.entries)],
          ['Days with a check-in', String(r.summary.daysWithEntries)],
          ['Average mood', r.summary.entries ? `${r.summary.averageMood.toFixed(1)}/10` : '–'],
          ['Trend', capitalise(r.summary.trend)],
        ].map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 3 }}>
            <Card>
              <CardContent>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                  {value}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Card sx={{ mb: 3, breakInside: 'avoid' }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Timeline
          </Typography>
          {r.timeline.length ? (
            <MoodLineChart points={r.timeline} label="Mood over the period" />
          ) : (
            <Typography color="text.secondary">No check-ins in this period.</Typography>
          )}
        </CardContent>
      </Card>
      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Emotions
          </Typography>
          {r.distribution.map((d) => (
            <Box key={d.emotion} sx={{ mb: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">{emotionLabel(d.emotion)}</Typography>
                <Typography variant="body2">
                  {d.percentage}% ({d.count})
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={d.percentage}
                aria-label={`${emotionLabel(d.emotion)} ${d.percentage}%`}
                sx={{
                  height: 8,
                  borderRadius: 4,
                  '& .MuiLinearProgress-bar': { bgcolor: emotionColor(d.emotion) },
                }}
              />
            </Box>
          ))}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Factors and average mood
          </Typography>
          {r.factorImpact.length ? (
            r.factorImpact.map((f) => (
              <Stack key={f.factor} direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="body2">{f.factor}</Typography>
                <Typography variant="body2">
                  {f.average}/10 over {f.count}
                </Typography>
              </Stack>
            ))
          ) : (
            <Typography variant="body2" color="text.secondary">
              Not enough factors logged in this period.
            </Typography>
          )}
        </Grid>
      </Grid>
      <CheckInsSection checkIns={r.checkIns} />
      {r.notes && (
        <Box sx={{ breakInside: 'avoid' }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Notes
          </Typography>
          {r.notes.length ? (
            r.notes.map((n) => (
              <Box key={n.date} sx={{ mb: 2 }}>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(n.date, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.text}</Typography>
              </Box>
            ))
          ) : (
            <Typography variant="body2" color="text.secondary">
              No notes in this period.
            </Typography>
          )}
        </Box>
      )}
    </Container>
  );
}
