import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import Download from '@mui/icons-material/Download';
import { CRAFT_MESSAGES } from '@moodcraft/core/crafts/crafts';
import type { CreatorProps } from './creator-props';
import { SaveBar } from './save-bar';
import { TitleAndTags } from './title-and-tags';
import { formatTimer, useRecorder } from './use-recorder';
import { useRecordingSave } from './use-recording-save';

export function AudioCreator({ onSaved, onCancel, notify, prompt }: CreatorProps) {
  // only saving makes the recording a craft; until then it is ready, not saved
  const recorder = useRecorder('audio', {
    onRecorded: () => notify(CRAFT_MESSAGES.recordingReady, 'info'),
  });
  const saving = useRecordingSave('audio', { onSaved, notify });
  const [micError, setMicError] = useState(false);

  const toggle = async () => {
    if (recorder.state === 'recording') {
      recorder.stop();
      return;
    }
    try {
      setMicError(false);
      await recorder.start();
    } catch {
      setMicError(true);
      notify(CRAFT_MESSAGES.microphone, 'error');
    }
  };

  const recording = recorder.state === 'recording';
  return (
    <Stack spacing={2.5}>
      {prompt && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          Prompt: {prompt}
        </Typography>
      )}
      <TitleAndTags
        title={saving.title}
        onTitle={saving.setTitle}
        tags={saving.tags}
        onTags={saving.setTags}
        titleError={saving.titleError}
      />
      {micError && <Alert severity="error">{CRAFT_MESSAGES.microphone}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          color={recording ? 'error' : 'primary'}
          startIcon={recording ? <StopIcon /> : <MicIcon />}
          onClick={() => void toggle()}
          size="large"
        >
          {recording ? 'Stop Recording' : recorder.blob ? 'Record Again' : 'Start Recording'}
        </Button>
        <Typography
          variant="h5"
          component="p"
          aria-live="off"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
          aria-label={`Recording time ${formatTimer(recorder.seconds)}`}
        >
          {formatTimer(recorder.seconds)}
        </Typography>
        {recording && (
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'error.main',
              animation: 'pulse 1s infinite',
              '@keyframes pulse': { '50%': { opacity: 0.3 } },
            }}
          />
        )}
      </Stack>
      {recorder.url && recorder.blob && (
        <Stack spacing={1}>
          <audio
            controls
            src={recorder.url}
            aria-label="Preview of your recording"
            style={{ width: '100%' }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {Math.max(1, Math.round(recorder.blob.size / 1024))} KB
            </Typography>
            <Button
              size="small"
              startIcon={<Download />}
              href={recorder.url}
              download={`${saving.title.trim() || 'recording'}.${recorder.blob.type.includes('mp4') ? 'm4a' : 'webm'}`}
            >
              Download
            </Button>
          </Stack>
        </Stack>
      )}
      <SaveBar
        onSave={() => saving.save(recorder.blob, recording)}
        onCancel={onCancel}
        saving={saving.saving}
        progress={saving.progress}
        disabled={!recorder.blob || recording}
      />
    </Stack>
  );
}
