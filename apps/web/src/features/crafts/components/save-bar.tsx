import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';

type Props = {
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  progress?: number | null;
  disabled?: boolean;
};

export function SaveBar({ onSave, onCancel, saving, progress, disabled }: Props) {
  return (
    <Box>
      {progress !== null && progress !== undefined && (
        <Box sx={{ mb: 1.5 }}>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          <Typography variant="caption" color="text.secondary">
            Uploading… {progress}%
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" onClick={onSave} disabled={saving || disabled}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}
