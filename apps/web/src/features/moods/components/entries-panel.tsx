import { memo, useMemo } from 'react';
import { Alert, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { MOOD_MESSAGES, type MoodEntry } from '@moodcraft/core/moods/moods';
import { matchesFilter, withWaiting, type WaitingEntry } from '../../../lib/offline-moods/queue';
import type { MoodListFilter } from '../api/moods-api';
import { EntryList } from './entry-list';

type Props = {
  /** the server's entries loaded so far, newest first; undefined until the first page arrives */
  loaded: MoodEntry[] | undefined;
  /** the first page failed (not merely waiting for a connection) */
  failed: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  loadMore: () => void;
  /** the entries kept on this device, waiting to be sent */
  waiting: WaitingEntry[];
  filter: MoodListFilter;
  filtering: boolean;
  /** a key that changes with the filter, so a new filter starts from the newest entries */
  filterKey: string;
  onClearFilter: () => void;
  onLogNew: () => void;
  justSaved: string | null;
  onFocused: () => void;
  onEdit: (entry: MoodEntry) => void;
  onDelete: (entry: MoodEntry) => void;
};

/**
 * The Entries tab: the server's entries and, among them, those waiting on this device, which
 * show even while the server's cannot be read (offline, the page opened from the service worker).
 * Drawn again only when its own props change: a tab switch or the form opening leaves it alone.
 */
export const EntriesPanel = memo(function EntriesPanel({
  loaded,
  failed,
  hasMore,
  loadingMore,
  loadMoreFailed,
  loadMore,
  waiting,
  filter,
  filtering,
  filterKey,
  onClearFilter,
  onLogNew,
  justSaved,
  onFocused,
  onEdit,
  onDelete,
}: Props) {
  const shown = useMemo(
    () =>
      withWaiting(
        loaded ?? [],
        waiting.filter((entry) => matchesFilter(entry, filter)),
      ),
    [loaded, waiting, filter],
  );
  if (shown.length === 0 && failed) {
    return <Alert severity="error">{MOOD_MESSAGES.loadFailed}</Alert>;
  }
  if (shown.length === 0 && !loaded) {
    return (
      <Grid container spacing={2}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (shown.length === 0) {
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 5 }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {filtering ? 'No entries match this filter.' : MOOD_MESSAGES.empty}
          </Typography>
          {filtering ? (
            <Button onClick={onClearFilter}>Clear filter</Button>
          ) : (
            <Button variant="contained" onClick={onLogNew}>
              Log New Mood
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }
  return (
    <>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {MOOD_MESSAGES.loadFailed}
        </Alert>
      )}
      <EntryList
        key={filterKey}
        entries={shown}
        // until the server's first page arrives, only the waiting ones are known
        hasMore={Boolean(loaded) && hasMore}
        loadingMore={loadingMore}
        loadMoreFailed={loadMoreFailed}
        loadMore={loadMore}
        justSaved={justSaved}
        onFocused={onFocused}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </>
  );
});
