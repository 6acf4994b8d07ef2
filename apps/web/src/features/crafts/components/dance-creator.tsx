import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Videocam from '@mui/icons-material/Videocam';
import VideocamOff from '@mui/icons-material/VideocamOff';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import Download from '@mui/icons-material/Download';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { CRAFT_MESSAGES, type CreativeContent } from '@moodcraft/core/crafts/crafts';
import type { CreatorProps } from './creator-props';
import { SaveBar } from './save-bar';
import { TitleAndTags } from './title-and-tags';
import { formatTimer, useRecorder } from './use-recorder';
import { useRecordingSave } from './use-recording-save';

type Video = CreativeContent['danceVideos'][number];

/** Nothing loads from the video host until the person asks to play. */
function WatchCard({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Card sx={{ height: '100%' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#0f1719' }}>
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <Button
            onClick={() => setPlaying(true)}
            sx={{
              position: 'absolute',
              inset: 0,
              color: '#fff',
              flexDirection: 'column',
              gap: 1,
              borderRadius: 0,
              background: 'linear-gradient(135deg, #1f6f78, #b24f2e)',
            }}
            aria-label={`Play ${video.title}`}
          >
            <PlayArrow sx={{ fontSize: 48 }} />
            <Typography variant="caption">Plays from youtube-nocookie.com</Typography>
          </Button>
        )}
      </Box>
      <CardContent>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {video.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          About {video.minutes} minutes · {video.description}
        </Typography>
        <Link
          href={`https://www.youtube.com/watch?v=${video.youtubeId}`}
          target="_blank"
          rel="noopener noreferrer"
          underline="always"
        >
          Watch Full Video
        </Link>
      </CardContent>
    </Card>
  );
}

function SelfDancing({ onSaved, onCancel, notify }: CreatorProps) {
  // only saving makes the recording a craft; until then it is ready, not saved
  const recorder = useRecorder('video', {
    onRecorded: () => notify(CRAFT_MESSAGES.danceReady, 'info'),
  });
  const saving = useRecordingSave('dancing', { onSaved, notify });
  const live = useRef<HTMLVideoElement>(null);
  const [cameraError, setCameraError] = useState(false);

  useEffect(() => {
    if (live.current) live.current.srcObject = recorder.stream;
  }, [recorder.stream]);

  const openCamera = async () => {
    try {
      setCameraError(false);
      await recorder.open();
    } catch {
      setCameraError(true);
      notify(CRAFT_MESSAGES.camera, 'error');
    }
  };

  const { state } = recorder;
  return (
    <Stack spacing={2.5}>
      <TitleAndTags
        title={saving.title}
        onTitle={saving.setTitle}
        tags={saving.tags}
        onTags={saving.setTags}
        titleError={saving.titleError}
      />
      {cameraError && <Alert severity="error">{CRAFT_MESSAGES.camera}</Alert>}
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          bgcolor: '#0f1719',
          borderRadius: 3,
          overflow: 'hidden',
          maxWidth: 720,
        }}
      >
        {recorder.stream && (
          <video
            ref={live}
            autoPlay
            muted
            playsInline
            aria-label="Camera preview"
            style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
          />
        )}
        {!recorder.stream && recorder.url && (
          <video
            src={recorder.url}
            controls
            playsInline
            aria-label="Your recorded dance"
            style={{ width: '100%', height: '100%' }}
          />
        )}
        {!recorder.stream && !recorder.url && (
          <Stack
            sx={{
              position: 'absolute',
              inset: 0,
              alignItems: 'center',
              justifyContent: 'center',
              color: '#e8efef',
              gap: 1,
            }}
          >
            <VideocamOff />
            <Typography variant="body2">Camera is off</Typography>
          </Stack>
        )}
        {state === 'recording' && (
          <Typography
            sx={{
              position: 'absolute',
              top: 12,
              left: 12,
              bgcolor: 'error.main',
              color: '#fff',
              px: 1.25,
              borderRadius: 2,
              fontWeight: 700,
            }}
          >
            ● {formatTimer(recorder.seconds)}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {!recorder.stream ? (
          <Button variant="outlined" startIcon={<Videocam />} onClick={() => void openCamera()}>
            Open Camera
          </Button>
        ) : (
          <>
            {state === 'recording' ? (
              <Button
                variant="contained"
                color="error"
                startIcon={<StopIcon />}
                onClick={recorder.stop}
              >
                Stop Recording
              </Button>
            ) : (
              <Button
                variant="contained"
                startIcon={<FiberManualRecord />}
                onClick={() => void recorder.start()}
              >
                Start Recording
              </Button>
            )}
            <Button startIcon={<VideocamOff />} onClick={recorder.close}>
              Close Camera
            </Button>
          </>
        )}
        {recorder.url && recorder.blob && state !== 'recording' && (
          <>
            <Button
              startIcon={<Download />}
              href={recorder.url}
              download={`${saving.title.trim() || 'dance'}.${recorder.blob.type.includes('mp4') ? 'mp4' : 'webm'}`}
            >
              Download
            </Button>
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => {
                recorder.discard();
                notify(CRAFT_MESSAGES.danceDeleted, 'info');
              }}
            >
              Delete
            </Button>
          </>
        )}
      </Stack>
      {recorder.url && recorder.stream && state === 'recorded' && (
        <video
          src={recorder.url}
          controls
          playsInline
          aria-label="Your recorded dance"
          style={{ width: '100%', maxWidth: 720, borderRadius: 12 }}
        />
      )}
      <SaveBar
        onSave={() => saving.save(recorder.blob, state === 'recording')}
        onCancel={onCancel}
        saving={saving.saving}
        progress={saving.progress}
        disabled={!recorder.blob || state === 'recording'}
      />
    </Stack>
  );
}

export function DanceCreator(props: CreatorProps & { videos: Video[] }) {
  const [mode, setMode] = useState<'watch' | 'self'>('watch');
  return (
    <Box>
      <Tabs
        value={mode}
        onChange={(_e, v: 'watch' | 'self') => setMode(v)}
        sx={{ mb: 2 }}
        aria-label="Dance mode"
      >
        <Tab value="watch" label="Watch Dance" />
        <Tab value="self" label="Self-Dancing" />
      </Tabs>
      {mode === 'watch' ? (
        <Grid container spacing={2}>
          {props.videos.map((v) => (
            <Grid key={v.id} size={{ xs: 12, md: 4 }}>
              <WatchCard video={v} />
            </Grid>
          ))}
          <Grid size={12}>
            <Button onClick={props.onCancel}>Close</Button>
          </Grid>
        </Grid>
      ) : (
        <SelfDancing {...props} />
      )}
    </Box>
  );
}
