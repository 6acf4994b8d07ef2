import { memo, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Alert, Box, Button, Grid, Stack, Typography } from '@mui/material';
import { MOOD_MESSAGES, type MoodEntry } from '@moodcraft/core/moods/moods';
import { EntryCard } from './entry-card';
import { daySummaries, groupByDay } from '../entry-days';

/** How many entries are drawn at first, and how many more each time the list nears its end. */
export const FIRST_ENTRIES = 12;
export const MORE_ENTRIES = 24;

type Props = {
  /** the entries loaded so far, newest first */
  entries: MoodEntry[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** the entry just saved: drawn (however far down) and given the focus */
  justSaved: string | null;
  onFocused: () => void;
  onEdit: (entry: MoodEntry) => void;
  onDelete: (entry: MoodEntry) => void;
};

/**
 * The entries, a day at a time under the day's name. A long history is drawn a few cards at a
 * time: the next ones as the person scrolls near the end (or presses "Show older entries"), and
 * the next page asked for only when the loaded ones have all been drawn.
 */
export function EntryList({
  entries,
  hasMore,
  loadingMore,
  loadMoreFailed,
  loadMore,
  justSaved,
  onFocused,
  onEdit,
  onDelete,
}: Props) {
  const [shown, setShown] = useState(FIRST_ENTRIES);
  const savedAt = justSaved ? entries.findIndex((e) => e.id === justSaved) : -1;
  if (savedAt >= shown) setShown(savedAt + 1);
  const drawn = Math.min(shown, entries.length);
  const more = drawn < entries.length || hasMore;

  const showMore = () => {
    if (drawn < entries.length) setShown(drawn + MORE_ENTRIES);
    else if (hasMore && !loadingMore) {
      setShown(drawn + MORE_ENTRIES);
      loadMore();
    }
  };
  const nearEnd = useEffectEvent(showMore);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((s) => s.isIntersecting)) nearEnd();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, drawn]);

  return (
    <>
      <DayGroups
        entries={entries}
        drawn={drawn}
        more={hasMore}
        justSaved={justSaved}
        onFocused={onFocused}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      {more && (
        <Box ref={end} sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={showMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Show older entries'}
          </Button>
        </Box>
      )}
      {loadMoreFailed && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {MOOD_MESSAGES.loadFailed}
        </Alert>
      )}
    </>
  );
}

/**
 * The drawn entries under their days, drawn again only when they change: opening the form or a
 * dialog leaves them as they are.
 */
const DayGroups = memo(function DayGroups({
  entries,
  drawn,
  more,
  justSaved,
  onFocused,
  onEdit,
  onDelete,
}: {
  entries: MoodEntry[];
  drawn: number;
  /** more entries to load: the oldest loaded day may go on */
  more: boolean;
  justSaved: string | null;
  onFocused: () => void;
  onEdit: (entry: MoodEntry) => void;
  onDelete: (entry: MoodEntry) => void;
}) {
  const now = new Date();
  const days = groupByDay(entries.slice(0, drawn), now);
  // a day's count and average are of all its loaded entries, drawn yet or not
  const summaries = daySummaries(entries, now, more);
  return (
    <Stack spacing={3}>
      {days.map((day) => (
        <Day key={day.key} title={day.title} summary={summaries.get(day.key) ?? null}>
          {day.entries.map((entry) => (
            <Grid key={entry.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <EntryCard
                entry={entry}
                onEdit={onEdit}
                onDelete={onDelete}
                takeFocus={justSaved === entry.id}
                onFocused={onFocused}
              />
            </Grid>
          ))}
        </Day>
      ))}
    </Stack>
  );
});

function Day({
  title,
  summary,
  children,
}: {
  title: string;
  /** "3 entries · average 6.2", for a day with several */
  summary: string | null;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography
        id={id}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, mb: 1.5, color: 'text.secondary' }}
      >
        {title}
        {summary && (
          <Box component="span" sx={{ fontWeight: 400 }}>
            {' · '}
            {summary}
          </Box>
        )}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}
