import { useId, useImperativeHandle, useState, type Ref } from 'react';
import {
  Box,
  Button,
  Collapse,
  Grid,
  Link,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { dayKey } from '@moodcraft/core/stats/days';
import { formatValue, valueProblem } from '@moodcraft/core/trackers/definitions';
import type { Tracker } from '@moodcraft/core/trackers/trackers';
import { useTimeZone } from '../../../app/use-time-zone';
import { formatDate } from '../../../lib/dates';
import {
  trackerInput,
  trackerLabel,
  trackerRange,
  trackersQuery,
  trackerValuesQuery,
} from '../../../lib/tracker-queries';
import { useOnline } from '../../../lib/use-online';
import { entryDayOf, shownText, trackerChanges, type TrackerChanges } from '../tracker-changes';

/** What the form asks of the section as it is sent: the changes, or why they cannot be saved. */
export type MoodTrackersHandle = { collect: () => TrackerChanges | { problem: string } };

type Props = {
  /** the form's date and time, on this device's clock */
  day: string;
  time: string;
  disabled?: boolean;
  ref?: Ref<MoodTrackersHandle>;
};

/**
 * The person's trackers in the mood form, folded away until opened: the values of the entry's
 * day, ready to change, saved with the entry. Without trackers, a link to add some; offline, a
 * word that they are logged on the Trackers page once back online.
 */
export function MoodTrackers({ day, time, disabled = false, ref }: Props) {
  const online = useOnline();
  const timeZone = useTimeZone();
  const list = useQuery(trackersQuery);
  const active = (list.data ?? []).filter((t) => !t.archived);
  const entryDay = entryDayOf(day, time, timeZone);
  const dayKnown = /^\d{4}-\d{2}-\d{2}$/.test(entryDay);
  const values = useQuery({
    ...trackerValuesQuery(entryDay, entryDay),
    enabled: active.length > 0 && dayKnown,
  });
  const reading = dayKnown && values.isPending;
  const [open, setOpen] = useState(false);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const headingId = useId();
  const panelId = useId();

  const stored = (id: string) =>
    values.data?.values.find((v) => v.trackerId === id && v.day === entryDay)?.value;

  useImperativeHandle(ref, () => ({
    collect() {
      const found = trackerChanges(active, edits, stored);
      setProblems(found.problems);
      const first = active.find((t) => found.problems[t.id]);
      if (first) {
        setOpen(true);
        return { problem: found.problems[first.id]! };
      }
      return { day: entryDay, changes: found.changes };
    },
  }));

  if (!list.data) return null;
  if (active.length === 0)
    return (
      <Link component={RouterLink} to="/trackers" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        Add trackers
      </Link>
    );

  const edit = (tracker: Tracker, text: string) => {
    setEdits((e) => ({ ...e, [tracker.id]: text }));
    setProblems(({ [tracker.id]: _gone, ...rest }) => rest);
  };
  const today = dayKey(new Date(), timeZone);
  const dayWords = !dayKnown
    ? 'the entry’s day'
    : entryDay === today
      ? 'today'
      : formatDate(`${entryDay}T12:00:00`, { weekday: 'short', day: 'numeric', month: 'short' });
  const logged = active.flatMap((t) => {
    const text = shownText(edits[t.id], stored(t.id)).trim();
    const value = Number(text);
    // a value that does not fit is said by its field, not here
    return text && !valueProblem(t, value) ? [`${t.name}: ${formatValue(t, value)}`] : [];
  });
  const summary = !online
    ? 'Offline: log them on the Trackers page once you’re back online'
    : !dayKnown
      ? 'Enter the entry’s date to see that day’s values'
      : reading
        ? `Reading ${dayWords}’s values…`
        : logged.length
          ? logged.join(' · ')
          : `Nothing logged for ${dayWords} yet`;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography component="h3" id={headingId} sx={{ m: 0 }}>
        <Button
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          fullWidth
          color="inherit"
          endIcon={
            <ExpandMore
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
            />
          }
          sx={{
            justifyContent: 'space-between',
            textAlign: 'left',
            textTransform: 'none',
            px: 2,
            py: 1.25,
            borderRadius: 2,
          }}
        >
          <Box component="span" sx={{ minWidth: 0 }}>
            <Box component="span" sx={{ display: 'block', fontWeight: 600, fontSize: '1rem' }}>
              Trackers
            </Box>
            <Box
              component="span"
              sx={{
                display: 'block',
                color: 'text.secondary',
                fontSize: '0.875rem',
                fontWeight: 400,
              }}
            >
              {summary}
            </Box>
          </Box>
        </Button>
      </Typography>
      <Collapse in={open}>
        <Box id={panelId} sx={{ px: 2, pb: 2, pt: 0.5 }}>
          {!online ? (
            <Typography variant="body2" color="text.secondary">
              You’re offline. Your entry can wait on this device, but tracker values can’t: log them
              on the{' '}
              <Link component={RouterLink} to="/trackers">
                Trackers page
              </Link>{' '}
              once you’re back online.
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Values for {dayWords}, saved with this entry. Each tracker keeps one value a day, so
                a change here replaces that day’s value.
                {values.isError && ' This day’s values could not be read just now.'}
              </Typography>
              <Grid container spacing={2}>
                {active.map((tracker) => (
                  <Grid key={tracker.id} size={{ xs: 12, sm: 6 }}>
                    <TrackerField
                      tracker={tracker}
                      text={shownText(edits[tracker.id], stored(tracker.id))}
                      problem={problems[tracker.id]}
                      disabled={disabled || !dayKnown || reading}
                      onChange={(text) => edit(tracker, text)}
                    />
                  </Grid>
                ))}
              </Grid>
            </>
          )}
        </Box>
      </Collapse>
    </Box>
  );
}

/** One tracker's value: yes or no at a tap (tapped again, cleared), a number typed. */
function TrackerField({
  tracker,
  text,
  problem,
  disabled,
  onChange,
}: {
  tracker: Tracker;
  text: string;
  problem: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const labelId = useId();
  if (tracker.kind === 'yes-no')
    return (
      <Box>
        <Typography id={labelId} variant="body2" sx={{ mb: 0.5, fontWeight: 500 }}>
          {tracker.name}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={text === '' ? null : Number(text)}
          aria-labelledby={labelId}
          disabled={disabled}
          onChange={(_, value: number | null) => onChange(value === null ? '' : String(value))}
        >
          <ToggleButton value={1} sx={{ minWidth: 64, minHeight: 40 }}>
            Yes
          </ToggleButton>
          <ToggleButton value={0} sx={{ minWidth: 64, minHeight: 40 }}>
            No
          </ToggleButton>
        </ToggleButtonGroup>
        {problem && (
          <Typography color="error" variant="caption" sx={{ display: 'block', mt: 0.5 }}>
            {problem}
          </Typography>
        )}
      </Box>
    );
  return (
    <TextField
      label={trackerLabel(tracker)}
      type="number"
      size="small"
      fullWidth
      value={text}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(problem)}
      helperText={problem ?? trackerRange(tracker)}
      slotProps={{ htmlInput: trackerInput(tracker) }}
    />
  );
}
