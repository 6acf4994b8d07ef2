import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router';
import { capitalise, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import type { Dashboard } from '@moodcraft/core/dashboard/dashboard';
import { MOOD_MESSAGES } from '@moodcraft/core/moods/messages';
import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { EmotionPicker, pickerNeeds } from '../../../components/emotion-picker';
import { errorMessage } from '../../../lib/api-client';
import { clockTime } from '../../../lib/dates';
import { useCheckIn } from '../api/check-in-api';
import { streakLine, todaysCheckIn } from '../dashboard-content';

type Props = { data: Dashboard | undefined };

/** The Mood Tracker's full form, carrying what was chosen here so far. */
function fullForm(primary: string, sub: string) {
  const query = new URLSearchParams({ log: '1' });
  if (primary && sub) {
    query.set('emotion', primary);
    query.set('kind', sub);
  }
  return `/mood-tracker?${query}`;
}

/**
 * A check-in in three taps: a feeling, its kind, Save (intensity at the form's starting 5, how it
 * felt overall derived from them). Once a person has checked in today the card says so, calmly,
 * with the run of days, and offers another check-in; "Add details" opens the full form.
 */
export function QuickCheckIn({ data }: Props) {
  const [primary, setPrimary] = useState('');
  const [sub, setSub] = useState('');
  const [again, setAgain] = useState(false);
  // the entry just saved, shown at once (the dashboard's figures follow when they have reloaded)
  const [saved, setSaved] = useState<MoodEntry>();
  // saved on this device only, to be sent when the connection returns
  const [waiting, setWaiting] = useState(false);
  const checkIn = useCheckIn();
  const needsId = useId();
  const thanks = useRef<HTMLDivElement>(null);
  const today = saved ?? (data ? todaysCheckIn(data.points, new Date()) : undefined);

  useEffect(() => {
    if (saved) thanks.current?.focus();
  }, [saved]);

  const save = () => {
    if (!primary || !sub) return;
    checkIn.mutate(
      { primaryEmotion: primary, subEmotion: sub },
      {
        onSuccess: (result) => {
          setPrimary('');
          setSub('');
          setAgain(false);
          setSaved(result.entry);
          setWaiting(result.waiting);
        },
      },
    );
  };

  // a Save that cannot be pressed yet says what it still needs
  const needs = pickerNeeds(primary, sub);

  const picking = !today || again;
  return (
    <Card component="section" aria-labelledby={`${needsId}-title`}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={`${needsId}-title`} variant="h6" component="h2" sx={{ mb: 2 }}>
          Check in
        </Typography>
        {today && !again ? (
          <Stack
            ref={thanks}
            tabIndex={-1}
            role="status"
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'flex-start', outline: 'none' }}
          >
            <CheckCircle color="success" aria-hidden sx={{ mt: 0.25 }} />
            <Box>
              <Typography sx={{ fontWeight: 600 }}>
                {saved ? 'Thank you for checking in.' : 'You have checked in today.'}
              </Typography>
              <Typography>
                {emotionLabel(today.primaryEmotion)} · {capitalise(today.subEmotion)} at{' '}
                {clockTime(today.date)}.
              </Typography>
              {saved && waiting ? (
                <Typography color="text.secondary">
                  Saved on this device. It will be sent when you are back online.
                </Typography>
              ) : (
                <Typography color="text.secondary">{streakLine(data?.streakDays ?? 0)}</Typography>
              )}
              <Button onClick={() => setAgain(true)} sx={{ mt: 1, ml: -1 }}>
                Check in again
              </Button>
            </Box>
          </Stack>
        ) : null}
        {picking && (
          <Box
            component="form"
            aria-label="Quick check-in"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography
                component="legend"
                variant="subtitle1"
                sx={{ fontWeight: 600, mb: 1.5, p: 0 }}
              >
                How are you feeling?
              </Typography>
              <EmotionPicker
                dense
                primary={primary}
                sub={sub}
                onPrimary={(id) => {
                  setPrimary(id);
                  setSub('');
                }}
                onSub={setSub}
              />
            </Box>
            {checkIn.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(checkIn.error, MOOD_MESSAGES.saveFailed)}
              </Alert>
            )}
            <Stack
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{ mt: 2.5, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Button
                type="submit"
                variant="contained"
                disabled={!sub || checkIn.isPending}
                aria-describedby={needs ? needsId : undefined}
              >
                {checkIn.isPending ? 'Saving...' : 'Save check-in'}
              </Button>
              <Button component={RouterLink} to={fullForm(primary, sub)}>
                Add details
              </Button>
              {needs && (
                <Typography id={needsId} variant="body2" color="text.secondary">
                  {needs}
                </Typography>
              )}
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
