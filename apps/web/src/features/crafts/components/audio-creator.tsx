import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import Download from '@mui/icons-material/Download';
import { CRAFT_MESSAGES } from '@moodcraft/core/crafts/crafts';
import { errorMessage } from '../../../lib/api-client';
import { useUploadCraft } from '../api/crafts-api';
import type { CreatorProps } from './creator-props';
import { SaveBar } from './save-bar';
import { TitleAndTags } from './title-and-tags';
import { formatTimer, useRecorder } from './use-recorder';

export function AudioCreator({ onSaved, onCancel, notify, prompt }: CreatorProps) {
  const recorder = useRecorder('audio');
  const upload = useUploadCraft();
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [titleError, setTitleError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [micError, setMicError] = useState(false);

  const toggle = async () => {
    if (recorder.state === 'recording') {
      recorder.stop();
      notify(CRAFT_MESSAGES.audioRecorded, 'success');
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

  const submit = () => {
    if (!title.trim()) {
      setTitleError(CRAFT_MESSAGES.needTitle);
      notify(CRAFT_MESSAGES.needTitle, 'error');
      return;
    }
    if (!recorder.blob || recorder.state === 'recording') {
      notify(CRAFT_MESSAGES.saveFailed, 'error');
      return;
    }
    setProgress(0);
    upload.mutate(
      { title, type: 'audio', tags, file: recorder.blob, onProgress: setProgress },
      {
        onSuccess: onSaved,
        onError: (e) => notify(errorMessage(e, CRAFT_MESSAGES.saveFailed), 'error'),
        onSettled: () => setProgress(null),
      },
    );
  };

  const recording = recorder.state === 'recording';
  return (
    <Stack spacing={2.5}>
      {prompt && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          Prompt: {prompt}
        </Typography>
      )}
      <TitleAndTags title={title} onTitle={(t) => (setTitle(t), setTitleError(''))} tags={tags} onTags={setTags} titleError={titleError} />
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
        <Typography variant="h5" component="p" aria-live="off" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-label={`Recording time ${formatTimer(recorder.seconds)}`}>
          {formatTimer(recorder.seconds)}
        </Typography>
        {recording && (
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: 'error.main', animation: 'pulse 1s infinite', '@keyframes pulse': { '50%': { opacity: 0.3 } } }} />
        )}
      </Stack>
      {recorder.url && recorder.blob && (
        <Stack spacing={1}>
          <audio controls src={recorder.url} aria-label="Preview of your recording" style={{ width: '100%' }} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {Math.max(1, Math.round(recorder.blob.size / 1024))} KB
            </Typography>
            <Button size="small" startIcon={<Download />} href={recorder.url} download={`${title.trim() || 'recording'}.${recorder.blob.type.includes('mp4') ? 'm4a' : 'webm'}`}>
              Download
            </Button>
          </Stack>
        </Stack>
      )}
      <SaveBar onSave={submit} onCancel={onCancel} saving={upload.isPending} progress={progress} disabled={!recorder.blob || recording} />
    </Stack>
  );
}
