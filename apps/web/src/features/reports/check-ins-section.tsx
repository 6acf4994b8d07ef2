import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { MoodReport } from '@moodcraft/core/data/report';
import {
  ANSWER_OPTIONS,
  BAND_LABELS,
  CHECK_IN_CREDIT,
  INSTRUMENTS,
} from '@moodcraft/core/checkins/instruments';
import { formatDate } from '../../lib/dates';

type Props = { checkIns: MoodReport['checkIns'] };

const item9 = (value: number | null) =>
  value === null ? '–' : `${ANSWER_OPTIONS.find((o) => o.value === value)?.label} (${value})`;

/** The PHQ-9 and GAD-7 results of the report's period, for the clinician. */
export function CheckInsSection({ checkIns }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby="report-check-ins"
      sx={{ mb: 3, breakInside: 'avoid' }}
    >
      <Typography id="report-check-ins" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Check-in questionnaires
      </Typography>
      {checkIns.length ? (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="report-check-ins">
              <TableHead>
                <TableRow>
                  <TableCell>Date</TableCell>
                  <TableCell>Questionnaire</TableCell>
                  <TableCell>Total</TableCell>
                  <TableCell>Severity</TableCell>
                  <TableCell>PHQ-9 item 9</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {checkIns.map((c) => (
                  <TableRow key={`${c.date}-${c.instrument}`}>
                    <TableCell>{formatDate(c.date, { dateStyle: 'medium' })}</TableCell>
                    <TableCell>{INSTRUMENTS[c.instrument].name}</TableCell>
                    <TableCell>
                      {c.total}/{INSTRUMENTS[c.instrument].maxTotal}
                    </TableCell>
                    <TableCell>{BAND_LABELS[c.band]}</TableCell>
                    <TableCell sx={{ fontWeight: c.item9 ? 700 : undefined }}>
                      {item9(c.item9)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
            PHQ-9 item 9: “Thoughts that you would be better off dead or of hurting yourself in some
            way”. Self-reported screening results, not a diagnosis. {CHECK_IN_CREDIT}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No check-in questionnaires in this period.
        </Typography>
      )}
    </Box>
  );
}
