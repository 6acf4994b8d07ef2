import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { findEmotion } from '@moodcraft/core/emotions/catalogue';
import {
  FUTURE_DATE_MESSAGE,
  isFutureMood,
  NOTES_MAX,
  type MoodEntry,
  type MoodEntryInput,
} from '@moodcraft/core/moods/moods';
import { derivePleasantness } from '@moodcraft/core/moods/pleasantness';
import { DateField } from '../../../components/date-field';
import { EmotionPicker, pickerNeeds } from '../../../components/emotion-picker';
import { DictationButton } from './dictation-button';
import { FactorChooser } from './factor-chooser';
import { IntensityField } from './intensity-field';
import { MoodTrackers, type MoodTrackersHandle } from './mood-trackers';
import type { TrackerChanges } from '../tracker-changes';
import { useDrawnLater } from '../../../lib/use-drawn-later';
import { OverallFeelingField } from './overall-feeling-field';

const pad = (n: number) => String(n).padStart(2, '0');
/** The day ("2026-11-21") and the time ("20:30") of a moment, in the browser's time zone. */
const toLocalParts = (date: Date) => ({
  day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
});

type Props = {
  initial?: MoodEntry;
  submitting: boolean;
  submitLabel: string;
  /** the entry, and with `withTrackers` the tracker values changed for its day */
  onSubmit: (entry: MoodEntryInput, trackers?: TrackerChanges) => void;
  onCancel?: () => void;
  onError: (message: string) => void;
  /** move the focus to the first feeling when the form opens (a check-in asked for by a link) */
  takeFocus?: boolean;
  /** a feeling and its kind already chosen (a check-in carried on from the dashboard) */
  preset?: { primary: string; sub: string };
  /** offer the person's trackers, the values of the entry's day saved with it */
  withTrackers?: boolean;
};

export function MoodForm({
  initial,
  submitting,
  submitLabel,
  onSubmit,
  onCancel,
  onError,
  takeFocus = false,
  preset,
  withTrackers = false,
}: Props) {
  const [when] = useState(() => toLocalParts(initial ? new Date(initial.date) : new Date()));
  const [day, setDay] = useState(when.day);
  const [time, setTime] = useState(when.time);
  const [primary, setPrimary] = useState(initial?.primaryEmotion ?? preset?.primary ?? '');
  const [sub, setSub] = useState(initial?.subEmotion ?? preset?.sub ?? '');
  const [score, setScore] = useState(initial?.score ?? 5);
  // how it felt overall: the person's choice, or none while it follows the feeling and intensity
  const [chosenPleasantness, setChosenPleasantness] = useState<number | null>(
    initial?.pleasantnessDerived === false ? initial.pleasantness : null,
  );
  const [factors, setFactors] = useState<string[]>(initial?.factors ?? []);
  const [notes, setNotes] = useState(initial?.notes ?? '');
  const [latestDay] = useState(() => toLocalParts(new Date(Date.now() + 60 * 60_000)).day);
  const emotion = primary ? findEmotion(primary) : undefined;
  const pleasantness = chosenPleasantness ?? derivePleasantness(primary, score);
  const ready = Boolean(primary && sub);
  // a Save that cannot be pressed yet says what it still needs
  const needs = pickerNeeds(primary, sub);
  const needsId = useId();
  const firstFeeling = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const trackers = useRef<MoodTrackersHandle>(null);
  const rest = useDrawnLater();
  useEffect(() => {
    if (!takeFocus) return;
    // on the chosen kind when the feeling came chosen, else on the first feeling
    const chosen = form.current?.querySelectorAll<HTMLInputElement>('input[type=radio]:checked');
    (chosen?.[chosen.length - 1] ?? firstFeeling.current)?.focus();
  }, [takeFocus]);

  const choosePrimary = (id: string) => {
    setPrimary(id);
    setSub('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      onError('Please select an emotion');
      return;
    }
    const at = new Date(`${day}T${time}`);
    if (!day || !time || Number.isNaN(at.getTime())) {
      onError('Please enter the date as DD/MM/YYYY and the time');
      return;
    }
    if (isFutureMood(at.toISOString(), new Date())) {
      onError(FUTURE_DATE_MESSAGE);
      return;
    }
    // a tracker value that does not fit stops the save, so nothing typed is lost
    const logged = trackers.current?.collect();
    if (logged && 'problem' in logged) {
      onError(logged.problem);
      return;
    }
    const send = (entry: MoodEntryInput) => onSubmit(entry, logged);
    send({
      date: at.toISOString(),
      primaryEmotion: primary,
      subEmotion: sub,
      score,
      // sent only once chosen: the server derives it otherwise, and derives it again after an
      // edit of the feeling or intensity
      ...(chosenPleasantness === null ? {} : { pleasantness: chosenPleasantness }),
      factors,
      notes,
      creativeActivity: {
        completed: factors.includes('Creative Activities'),
        duration: 0,
        type: '',
      },
    });
  };

  return (
    <Box component="form" ref={form} noValidate onSubmit={submit} aria-label={submitLabel}>
      <Stack spacing={3.5}>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
            How are you feeling?
          </Typography>
          <EmotionPicker
            primary={primary}
            sub={sub}
            onPrimary={choosePrimary}
            onSub={setSub}
            firstRef={firstFeeling}
          />
        </Box>

        <IntensityField value={score} onChange={setScore} />

        {emotion && (
          <OverallFeelingField
            value={pleasantness}
            chosen={chosenPleasantness !== null}
            onChange={setChosenPleasantness}
          />
        )}

        {/* the feeling first, at once; the rest of the form follows a moment later */}
        {rest && (
          <>
            <FactorChooser selected={factors} onChange={setFactors} />

            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label="Notes (optional)"
                value={notes}
                onChange={(e) => setNotes(e.target.value.slice(0, NOTES_MAX))}
                multiline
                minRows={3}
                fullWidth
                helperText={`${notes.length}/${NOTES_MAX}`}
                slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
              />
              <DictationButton
                onText={(text) => setNotes((n) => (n ? `${n} ${text}` : text).slice(0, NOTES_MAX))}
                onError={onError}
              />
            </Stack>

            {withTrackers && (
              <MoodTrackers ref={trackers} day={day} time={time} disabled={submitting} />
            )}

            {/* side by side where both fit whole, else the time goes under the date */}
            <Stack direction="row" useFlexGap spacing={2} sx={{ maxWidth: 400, flexWrap: 'wrap' }}>
              <DateField
                label="Date"
                value={day}
                onChange={setDay}
                max={latestDay}
                sx={{ flex: '1 1 10rem' }}
              />
              <TextField
                label="Time"
                type="time"
                value={time}
                onChange={(e) => setTime(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flexShrink: 0, width: 140 }}
              />
            </Stack>
          </>
        )}

        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!ready || submitting}
            aria-describedby={needs ? needsId : undefined}
          >
            {submitting ? 'Saving...' : submitLabel}
          </Button>
          {onCancel && (
            <Button variant="text" size="large" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
          {needs && (
            <Typography id={needsId} variant="body2" color="text.secondary">
              {needs}
            </Typography>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
