import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { Craft } from '@moodcraft/core/crafts/crafts';

export function CraftViewDialog({ craft, onClose }: { craft: Craft | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(craft)} onClose={onClose} maxWidth="md" fullWidth>
      {craft && (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{craft.title}</DialogTitle>
          <DialogContent>
            {craft.type === 'writing' && (
              <Typography sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.8, maxWidth: '70ch', overflowWrap: 'anywhere' }}>{craft.content}</Typography>
            )}
            {craft.type === 'drawing' && <Box component="img" src={craft.content} alt={`Drawing: ${craft.title}`} sx={{ width: '100%', height: 'auto', bgcolor: '#fff', borderRadius: 2 }} />}
            {craft.type === 'audio' && <audio controls src={craft.content} aria-label={`Recording: ${craft.title}`} style={{ width: '100%' }} />}
            {craft.type === 'dancing' && <video controls playsInline src={craft.content} aria-label={`Dance video: ${craft.title}`} style={{ width: '100%', borderRadius: 12, background: '#000' }} />}
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
