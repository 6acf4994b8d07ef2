import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '@moodcraft/core/data/report';
import { api, errorMessage } from '../../../lib/api-client';
import { DateField } from '../../../components/date-field';
import { formatDate } from '../../../lib/dates';

const pad = (n: number) => String(n).padStart(2, '0');
/** The day of a moment in the browser's time zone, as "2026-11-21". */
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const nice = (day: string) =>
  formatDate(`${day}T12:00:00`, { day: 'numeric', month: 'short', year: 'numeric' });

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A link to localhost or a loopback address works on no one else's device. */
export const onlyThisMachine = (url: string) =>
  /^(localhost|127(\.\d+){3}|\[::1\])$/i.test(hostOf(url).replace(/:\d+$/, ''));

/** The address of one's own report of a period as a PDF (the session cookie signs it in). */
export const reportPdfUrl = (from: string, to: string, includeNotes: boolean) =>
  `/api/users/report.pdf?${new URLSearchParams({ from, to, includeNotes: String(includeNotes) })}`;

/**
 * A report of a period for a clinician: a PDF to download at any time, and with Data Sharing on,
 * read-only links to create, copy and revoke.
 */
export function ShareLinks({
  notify,
  dataSharing,
}: {
  notify: (text: string, severity: 'success' | 'error') => void;
  dataSharing: boolean;
}) {
  const client = useQueryClient();
  const links = useQuery({
    queryKey: ['share-links'],
    queryFn: () => api<ShareLink[]>('/users/share-links'),
    enabled: dataSharing,
  });
  const [from, setFrom] = useState(() => iso(new Date(Date.now() - 30 * 86_400_000)));
  const [to, setTo] = useState(() => iso(new Date()));
  const [includeNotes, setIncludeNotes] = useState(false);
  const [days, setDays] = useState(14);
  const [created, setCreated] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      api<ShareLink>('/users/share-links', {
        method: 'POST',
        body: { from, to, includeNotes, expiresInDays: days },
      }),
    onSuccess: (link) => {
      setCreated(link.url ?? null);
      void client.invalidateQueries({ queryKey: ['share-links'] });
    },
    onError: (e) => notify(errorMessage(e, 'The link could not be created'), 'error'),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api<ShareLink>(`/users/share-links/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      notify('Link revoked', 'success');
      void client.invalidateQueries({ queryKey: ['share-links'] });
    },
  });
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url);
    notify('Link copied', 'success');
  };
  const [openedAt] = useState(() => Date.now());
  const periodOk = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const active = (links.data ?? []).filter(
    (l) => !l.revokedAt && Date.parse(l.expiresAt) > openedAt,
  );

  return (
    <Box component="section" aria-labelledby="share-heading">
      <Typography id="share-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
        Reports for Your Clinician
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {dataSharing
          ? 'Download a report of a period you choose as a PDF to print or send, or create a private, read-only link to it. A link stops working when it expires, when you revoke it, or if you turn Data Sharing off.'
          : 'Download a report of a period you choose as a PDF to print or send. To give a clinician a private link instead, turn on Data Sharing above.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <DateField label="From" value={from} onChange={setFrom} size="small" />
        <DateField label="To" value={to} onChange={setTo} size="small" />
        {dataSharing && (
          <TextField
            label="Expires after (days)"
            type="number"
            value={days}
            onChange={(e) => setDays(Math.max(1, Math.min(90, Number(e.target.value) || 1)))}
            slotProps={{ htmlInput: { min: 1, max: 90 } }}
            size="small"
            sx={{ width: 180 }}
          />
        )}
      </Stack>
      <FormControlLabel
        control={
          <Checkbox checked={includeNotes} onChange={(e) => setIncludeNotes(e.target.checked)} />
        }
        label="Include my notes"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          component="a"
          href={periodOk ? reportPdfUrl(from, to, includeNotes) : undefined}
          download
          disabled={!periodOk}
          startIcon={<PictureAsPdf />}
        >
          Download PDF
        </Button>
        {dataSharing && (
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            Create report link
          </Button>
        )}
      </Stack>
      {!periodOk && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          The period must start before it ends.
        </Typography>
      )}
      {created && (
        <Alert
          severity="success"
          sx={{ mt: 2, '& .MuiAlert-message': { minWidth: 0 } }}
          action={
            <IconButton aria-label="Copy link" onClick={() => void copy(created)} color="inherit">
              <ContentCopy />
            </IconButton>
          }
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {created}
          </Typography>
          <Typography variant="caption" sx={{ display: 'block' }}>
            It opens at {hostOf(created)}. Copy it now: for your privacy it is not shown again.
          </Typography>
        </Alert>
      )}
      {created && onlyThisMachine(created) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          This link uses {hostOf(created)}, so it opens only on the computer running MoodCraft, not
          on your clinician’s. Whoever runs this MoodCraft can set PUBLIC_URL to the address others
          use to reach it.
        </Alert>
      )}
      {active.length > 0 && (
        <List dense sx={{ mt: 1 }}>
          {active.map((l) => (
            <ListItem
              key={l.id}
              disableGutters
              secondaryAction={
                <Tooltip title="Revoke">
                  <Button size="small" color="error" onClick={() => revoke.mutate(l.id)}>
                    Revoke
                  </Button>
                </Tooltip>
              }
            >
              <ListItemText
                primary={`${nice(l.from)} – ${nice(l.to)}${l.includeNotes ? ' · with notes' : ''}`}
                secondary={`Expires ${formatDate(l.expiresAt, { day: 'numeric', month: 'short' })}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
