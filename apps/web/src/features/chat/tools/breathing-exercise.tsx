import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  PATTERNS,
  PHASE_WORDS,
  SMALL,
  phaseScales,
  positionAt,
  totalMs,
  type BreathingPattern,
  type Phase,
  type Position,
  type Status,
} from './breathing-cycle';
import { BreathingCircle } from './breathing-circle';
import { buttonSx, toolCardSx } from './tool-styles';
import { useReducedMotion } from './use-reduced-motion';

type Props = {
  pattern: BreathingPattern;
  onDone?: () => void;
  /** how many rounds of the pattern; four unless the chat asks for another number */
  rounds?: number;
};

/**
 * The exercise runs on the clock, not on counted timer calls: `origin` is when breathing began
 * (moved on by each pause), `elapsed` the milliseconds breathed at the last reading and
 * `resumedAt` where the last start or resume fell.
 */
type Clock = { status: Status; origin: number; elapsed: number; resumedAt: number };

const IDLE: Clock = { status: 'idle', origin: 0, elapsed: 0, resumedAt: 0 };
const CLOSING_LINE = 'Well done. Notice how your body feels now.';
const STOPPED_LINE = 'Stopped. You can start again any time.';
/** with reduced motion the circle keeps one size */
const STILL = 0.8;

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the live region says: it changes once a phase, never with the countdown. */
function announcement(
  status: Status,
  at: Position | null,
  phases: readonly Phase[],
  rounds: number,
): string {
  if (status === 'stopped') return STOPPED_LINE;
  if (status === 'done') return CLOSING_LINE;
  const phase = at && phases[at.phase];
  if (!at || !phase) return '';
  const said = `${PHASE_WORDS[phase.kind]} for ${phase.seconds} seconds`;
  return at.phase === 0 ? `Round ${at.round} of ${rounds}. ${said}` : said;
}

function circleStyle(
  clock: Clock,
  at: Position | null,
  phases: readonly Phase[],
  reduce: boolean,
): CSSProperties {
  if (reduce) return { transform: `scale(${STILL})` };
  const scale = at && phaseScales(phases)[at.phase];
  if (!at || !scale) return { transform: `scale(${SMALL})`, transition: 'transform 1s ease-out' };
  if (clock.status === 'running') {
    // the whole phase, or what was left of it when breathing resumed
    const leg = (at.endsAt - Math.max(at.startsAt, clock.resumedAt)) / 1000;
    return { transform: `scale(${scale.to})`, transition: `transform ${leg}s linear` };
  }
  // paused: held where the movement had got to
  const progress = (clock.elapsed - at.startsAt) / (at.endsAt - at.startsAt);
  return { transform: `scale(${scale.from + (scale.to - scale.from) * progress})` };
}

/** A guided breathing exercise in the chat: a circle to follow, a countdown and the round. */
export function BreathingExercise({ pattern, onDone, rounds = 4 }: Props) {
  const { title, instruction, phases } = PATTERNS[pattern];
  const [clock, setClock] = useState<Clock>(IDLE);
  const [shownPattern, setShownPattern] = useState(pattern);
  if (shownPattern !== pattern) {
    setShownPattern(pattern);
    setClock(IDLE);
  }
  const reduce = useReducedMotion();
  const card = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const restart = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'toggle' | 'restart' | null>(null);
  const finish = useEffectEvent(() => onDone?.());

  // One timer at a time, set for the next whole second of breathing; cleared on pause, stop and unmount.
  useEffect(() => {
    if (clock.status !== 'running') return;
    const origin = clock.origin;
    const total = totalMs(phases, rounds);
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(tick, 1000 - ((Date.now() - origin) % 1000));
    };
    const tick = () => {
      const elapsed = Date.now() - origin;
      if (elapsed < total) {
        setClock((c) => ({ ...c, elapsed }));
        schedule();
        return;
      }
      // the Pause and Stop buttons go; keep a keyboard user's place in the card
      if (card.current?.contains(document.activeElement)) focusNext.current = 'restart';
      setClock((c) => ({ ...c, status: 'done', elapsed: total }));
      finish();
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [clock.status, clock.origin, phases, rounds]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'toggle') toggle.current?.focus();
    if (target === 'restart') restart.current?.focus();
  }, [clock.status]);

  const start = () => {
    focusNext.current = 'toggle';
    setClock({ status: 'running', origin: Date.now(), elapsed: 0, resumedAt: 0 });
  };
  const pause = () => {
    const now = Date.now();
    setClock((c) => ({ ...c, status: 'paused', elapsed: now - c.origin }));
  };
  const resume = () => {
    const now = Date.now();
    setClock((c) => ({ ...c, status: 'running', origin: now - c.elapsed, resumedAt: c.elapsed }));
  };
  const stop = () => {
    focusNext.current = 'restart';
    setClock((c) => ({ ...c, status: 'stopped' }));
  };

  const active = clock.status === 'running' || clock.status === 'paused';
  const at = active ? positionAt(clock.elapsed, phases, rounds) : null;
  const phase = at ? phases[at.phase] : undefined;
  const minutes = Math.max(1, Math.round(totalMs(phases, rounds) / 60_000));
  const finished = clock.status === 'stopped' || clock.status === 'done';
  const roundLine = at
    ? `Round ${at.round} of ${rounds}${clock.status === 'paused' ? ' · Paused' : ''}`
    : clock.status === 'idle'
      ? `${count(rounds, 'round')}, about ${count(minutes, 'minute')}`
      : '';

  return (
    <Card ref={card} variant="outlined" sx={toolCardSx}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {instruction}
        </Typography>

        <BreathingCircle
          style={circleStyle(clock, at, phases, reduce)}
          word={phase && PHASE_WORDS[phase.kind]}
          left={at?.left}
        />

        {roundLine && (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 1.5 }}>
            {roundLine}
          </Typography>
        )}
        {finished && (
          // the live region below says the same to a screen reader, once
          <Typography aria-hidden="true" sx={{ textAlign: 'center', mt: 1 }}>
            {clock.status === 'done' ? CLOSING_LINE : STOPPED_LINE}
          </Typography>
        )}

        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', mt: 2 }}>
          {clock.status === 'idle' && (
            <Button variant="contained" onClick={start} sx={buttonSx}>
              Start
            </Button>
          )}
          {active && (
            <>
              <Button
                ref={toggle}
                variant="contained"
                onClick={clock.status === 'running' ? pause : resume}
                sx={buttonSx}
              >
                {clock.status === 'running' ? 'Pause' : 'Resume'}
              </Button>
              <Button variant="outlined" onClick={stop} sx={buttonSx}>
                Stop
              </Button>
            </>
          )}
          {finished && (
            <Button ref={restart} variant="contained" onClick={start} sx={buttonSx}>
              Start again
            </Button>
          )}
        </Stack>

        <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
          {announcement(clock.status, at, phases, rounds)}
        </Box>
      </CardContent>
    </Card>
  );
}
