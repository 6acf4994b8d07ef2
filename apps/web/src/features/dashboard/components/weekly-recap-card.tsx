import { useState } from 'react';
import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { emotionLabel } from '@moodcraft/core/emotions/catalogue';
import type { WeeklyRecap } from '@moodcraft/core/moods/recap';
import { monthName } from '../../../lib/dates';

const SEEN_KEY = 'moodcraft.recapSeen';

/** "16–22 November" or, across a month's end, "30 November – 6 December". */
export function weekTitle(start: string, end: string) {
  const from = new Date(`${start}T12:00:00`);
  const to = new Date(`${end}T12:00:00`);
  return monthName(from) === monthName(to)
    ? `${from.getDate()}–${to.getDate()} ${monthName(to)}`
    : `${from.getDate()} ${monthName(from)} – ${to.getDate()} ${monthName(to)}`;
}

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/** The recap's sentences: plain figures, said calmly, never a judgement. */
export function recapLines(recap: WeeklyRecap): string[] {
  const lines = [
    `You checked in on ${recap.daysLogged} of 7 days (${recap.entries} ${recap.entries === 1 ? 'entry' : 'entries'}).`,
  ];
  const change =
    recap.previousAverage === null
      ? null
      : Math.round((recap.averageMood - recap.previousAverage) * 10) / 10;
  lines.push(
    `Your mood averaged ${recap.averageMood}/10${
      change === null
        ? '.'
        : change === 0
          ? ', the same as the week before.'
          : `, ${change > 0 ? 'up' : 'down'} ${Math.abs(change)} on the week before.`
    }`,
  );
  const felt = recap.mostFelt.map((e) => emotionLabel(e).toLowerCase());
  if (felt.length === 1) lines.push(`You felt ${felt[0]} most often.`);
  else if (felt.length > 1 && felt.length <= 3)
    lines.push(`You felt ${names(felt)} equally often.`);
  if (recap.lift)
    lines.push(
      `Your better moments came with ${recap.lift.factor} (${recap.lift.average}/10 over ${recap.lift.count} entries).`,
    );
  return lines;
}

function seenWeek() {
  try {
    return localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

/**
 * Last week in a few sentences, at the top of the dashboard's grid (a whole row) until the person
 * puts it away; the next week's recap comes the next Monday.
 */
export function WeeklyRecapCard({ recap }: { recap: WeeklyRecap | null }) {
  const [seen, setSeen] = useState(seenWeek);
  if (!recap || seen === recap.weekStart) return null;
  const putAway = () => {
    try {
      localStorage.setItem(SEEN_KEY, recap.weekStart);
    } catch {
      // a browser that keeps nothing shows the recap again next time
    }
    setSeen(recap.weekStart);
  };
  return (
    <Grid size={12}>
      <Card component="section" aria-labelledby="weekly-recap-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="weekly-recap-title" variant="h6" component="h2">
            Your week, {weekTitle(recap.weekStart, recap.weekEnd)}
          </Typography>
          <Stack component="ul" spacing={0.75} sx={{ pl: 2.5, my: 1.5 }}>
            {recapLines(recap).map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
            ))}
          </Stack>
          <Button onClick={putAway} variant="outlined" size="small">
            Got it
          </Button>
        </CardContent>
      </Card>
    </Grid>
  );
}
