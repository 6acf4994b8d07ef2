import { memo, useEffect, useId, useRef } from 'react';
import { Box, Card, CardContent, Chip, IconButton, Stack, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { capitalise, emotionColor, emotionLabel } from '@moodcraft/core/emotions/catalogue';
import { MOOD_COLORS, moodBand } from '@moodcraft/core/moods/analytics';
import type { MoodEntry } from '@moodcraft/core/moods/moods';
import { pleasantnessLabel } from '@moodcraft/core/moods/pleasantness';
import { clockTime, dayAndTime } from '../../../lib/dates';
import { isWaiting } from '../../../lib/offline-moods/queue';
import { SyncStatus } from './sync-status';

type Props = {
  entry: MoodEntry;
  onEdit: (entry: MoodEntry) => void;
  onDelete: (entry: MoodEntry) => void;
  /** the entry just saved: the focus moves to it, so a keyboard or screen reader is not lost */
  takeFocus?: boolean;
  onFocused?: () => void;
};

/** When an entry was made ("03/09/2026, 8:23 pm"). */
export const formatEntryDate = dayAndTime;

/** The time of day of an entry, shown under its day's heading ("8:23 pm"). */
const formatEntryTime = clockTime;

/**
 * One entry. Drawn again only when its own props change; its buttons carry a plain `title` for
 * the pointer's hint (a long history draws many cards, and each MUI tooltip is a component more).
 */
export const EntryCard = memo(function EntryCard({
  entry,
  onEdit,
  onDelete,
  takeFocus = false,
  onFocused,
}: Props) {
  const colour = emotionColor(entry.primaryEmotion);
  const card = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!takeFocus || !card.current) return;
    card.current.focus();
    onFocused?.();
  }, [takeFocus, onFocused]);
  return (
    <Card
      component="article"
      ref={card}
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={{ height: '100%', borderTop: 5, borderTopColor: colour }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {/* how strongly it was felt, in the colour of how it felt (decision 23) */}
          <Stack spacing={0.25} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Box
              sx={{
                width: 48,
                height: 48,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: MOOD_COLORS[moodBand(entry.pleasantness)],
                color: '#fff',
                fontWeight: 700,
              }}
              aria-label={`Intensity ${entry.score} out of 10`}
              role="img"
            >
              {entry.score}
            </Box>
            <Typography variant="caption" color="text.secondary" aria-hidden sx={{ lineHeight: 1 }}>
              Intensity
            </Typography>
          </Stack>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={titleId} component="h3" sx={{ fontWeight: 700 }}>
              {capitalise(entry.subEmotion)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {emotionLabel(entry.primaryEmotion)} ·{' '}
              <time dateTime={entry.date} title={formatEntryDate(entry.date)}>
                {formatEntryTime(entry.date)}
              </time>
            </Typography>
          </Box>
          <IconButton
            onClick={() => onEdit(entry)}
            title="Edit entry"
            aria-label={`Edit entry from ${formatEntryDate(entry.date)}`}
            size="small"
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            onClick={() => onDelete(entry)}
            title="Delete entry"
            aria-label={`Delete entry from ${formatEntryDate(entry.date)}`}
            size="small"
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
        {isWaiting(entry) && <SyncStatus entry={entry} onEdit={onEdit} onDiscard={onDelete} />}
        <Typography variant="body2">
          Overall: {pleasantnessLabel(entry.pleasantness).toLowerCase()} ({entry.pleasantness}/10)
        </Typography>
        {entry.factors.length > 0 && (
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
            {entry.factors.map((f) => (
              <Chip key={f} label={f} size="small" variant="outlined" />
            ))}
          </Stack>
        )}
        {entry.notes && (
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 }}
          >
            {entry.notes}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
});
