import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';

type Format = 'json' | 'csv' | 'zip';

const LABELS: Record<Format, string> = {
  json: 'JSON',
  csv: 'CSV files',
  zip: 'Everything, with media (zip)',
};

/** Downloads the export, showing how much has arrived (a zip with videos can be large). */
export function ExportData() {
  const [busy, setBusy] = useState<Format | null>(null);
  const [received, setReceived] = useState(0);
  const [error, setError] = useState('');

  const download = async (format: Format) => {
    setBusy(format);
    setReceived(0);
    setError('');
    try {
      const response = await fetch(`/api/users/export?format=${format}`, {
        credentials: 'same-origin',
      });
      if (!response.ok || !response.body)
        throw new Error('The export could not be prepared. Please try again.');
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
        `moodcraft-export.${format === 'json' ? 'json' : 'zip'}`;
      const reader = response.body.getReader();
      const chunks: BlobPart[] = [];
      let total = 0;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        chunks.push(value);
        total += value.length;
        setReceived(total);
      }
      const url = URL.createObjectURL(
        new Blob(chunks, {
          type: response.headers.get('content-type') ?? 'application/octet-stream',
        }),
      );
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError((e as Error).message || 'The export could not be prepared. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="section" aria-labelledby="export-heading">
      <Typography id="export-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Your Data
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Download everything you have stored: profile, settings, moods and notes, crafts, chats,
        bookmarks and progress.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(LABELS) as Format[]).map((f) => (
          <Button
            key={f}
            variant="outlined"
            startIcon={<Download />}
            onClick={() => void download(f)}
            disabled={busy !== null}
          >
            {LABELS[f]}
          </Button>
        ))}
      </Stack>
      {busy && (
        <Box sx={{ mt: 2 }} role="status">
          <LinearProgress aria-label="Export progress" />
          <Typography variant="caption" color="text.secondary">
            Preparing your {LABELS[busy]} download… {Math.round(received / 1024)} KB so far
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
