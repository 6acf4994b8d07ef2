import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { Craft } from '@moodcraft/core/crafts/crafts';
import { errorMessage } from '../../../lib/api-client';
import { useCraft } from '../api/crafts-api';

/** A writing as a whole: a list holds only its start, so the rest is loaded on opening. */
function WritingText({ craft }: { craft: Craft }) {
  const whole = useCraft(craft);
  if (craft.preview && whole.isPending)
    return <Skeleton variant="rounded" height={160} aria-label="Loading the writing" />;
  if (craft.preview && whole.isError)
    return (
      <Alert severity="error">
        {errorMessage(whole.error, 'This writing could not be loaded. Please try again.')}
      </Alert>
    );
  return (
    <Typography
      sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, maxWidth: '70ch', overflowWrap: 'anywhere' }}
    >
      {craft.preview ? whole.data!.content : craft.content}
    </Typography>
  );
}

export function CraftViewDialog({ craft, onClose }: { craft: Craft | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(craft)} onClose={onClose} maxWidth="md" fullWidth>
      {craft && (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{craft.title}</DialogTitle>
          <DialogContent>
            {craft.type === 'writing' && <WritingText craft={craft} />}
            {craft.type === 'drawing' && (
              <Box
                component="img"
                src={craft.content}
                alt={`Drawing: ${craft.title}`}
                sx={{ width: '100%', height: 'auto', bgcolor: '#fff', borderRadius: 2 }}
              />
            )}
            {craft.type === 'audio' && (
              <audio
                controls
                src={craft.content}
                aria-label={`Recording: ${craft.title}`}
                style={{ width: '100%' }}
              />
            )}
            {craft.type === 'dancing' && (
              <video
                controls
                playsInline
                src={craft.content}
                aria-label={`Dance video: ${craft.title}`}
                style={{ width: '100%', borderRadius: 12, background: '#000' }}
              />
            )}
            {craft.tags.length > 0 && (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
                {craft.tags.map((t) => (
                  <Chip key={t} label={t} size="small" />
                ))}
              </Stack>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
