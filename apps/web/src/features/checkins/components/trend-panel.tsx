import { useCallback, useMemo } from 'react';
import { Box, Card, CardContent, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  BAND_LABELS,
  INSTRUMENTS,
  type CheckInInstrument,
} from '@moodcraft/core/checkins/instruments';
import { bandOf } from '@moodcraft/core/checkins/scoring';
import { ScoreLineChart, type ScorePoint } from '../../../components/charts/score-line-chart';
import { formatDate } from '../../../lib/dates';
import { useCheckIns } from '../api/checkins-api';

type Props = { instrument: CheckInInstrument };

/** How many of the latest results are listed under the chart. */
const LISTED = 5;

/** One questionnaire's results over time, and the latest few to open. */
export function TrendPanel({ instrument: id }: Props) {
  const instrument = INSTRUMENTS[id];
  const results = useCheckIns(id);
  const points = useMemo<ScorePoint[]>(
    () => (results.data ?? []).map((c) => ({ date: c.createdAt, value: c.total })),
    [results.data],
  );
  const describe = useCallback(
    (p: ScorePoint) =>
      `${p.value} out of ${instrument.maxTotal}, ${BAND_LABELS[bandOf(id, p.value)].toLowerCase()}`,
    [id, instrument.maxTotal],
  );
  // the axis is labelled where the bands begin, and at the top
  const ticks = useMemo(
    () => [...instrument.bands.map((b) => b.from), instrument.maxTotal],
    [instrument],
  );
  const headingId = `${id}-trend-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
          {instrument.name} over time
        </Typography>
        {results.isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : results.isError ? (
          <Typography color="text.secondary">Your results could not be loaded just now.</Typography>
        ) : (
          <ScoreLineChart
            points={points}
            max={instrument.maxTotal}
            ticks={ticks}
            height={points.length ? 240 : 120}
            label={`${instrument.name} results`}
            describe={describe}
            emptyText={`Your ${instrument.name} results will show here.`}
          />
        )}
        {results.data && results.data.length > 0 && (
          <Box
            component="ul"
            aria-label={`Latest ${instrument.name} results`}
            sx={{ pl: 2.5, mt: 2, mb: 0 }}
          >
            {results.data.slice(0, LISTED).map((c) => (
              <li key={c.id}>
                <Link component={RouterLink} to={`/check-ins/results/${c.id}`}>
                  {formatDate(c.createdAt, { day: 'numeric', month: 'short', year: 'numeric' })}:{' '}
                  {c.total} out of {instrument.maxTotal}, {BAND_LABELS[c.band].toLowerCase()}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
