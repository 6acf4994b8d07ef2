import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Invite } from '@moodcraft/core/admin/admin';
import type { RegistrationMode } from '@moodcraft/core/admin/registration';
import { errorMessage } from '../../../lib/api-client';
import { useRegistrationStatus } from '../../../lib/use-registration';
import { useCreateInvite, useInvites, useRevokeInvite } from '../api/admin-api';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { CreatedInvite, whenExpires } from './created-invite';

const DAYS = [1, 3, 7, 14, 30] as const;

const MODE_NOTICE: Record<RegistrationMode, { severity: 'info' | 'warning'; text: string }> = {
  invite: {
    severity: 'info',
    text: 'Sign-ups here need an invite link (REGISTRATION=invite). Each link creates one account.',
  },
  open: {
    severity: 'info',
    text: 'Anyone can sign up here (REGISTRATION=open). Invite links work too, once each.',
  },
  closed: {
    severity: 'warning',
    text: 'Sign-ups are closed (REGISTRATION=closed), so invite links do not work. Set REGISTRATION to invite and restart MoodCraft to let invited people in.',
  },
};

type Props = { notify: (text: string, severity: 'success' | 'error') => void };

/** Single-use invite links: create one, copy it, and revoke those not used yet. */
export function InvitesPanel({ notify }: Props) {
  const invites = useInvites();
  const registration = useRegistrationStatus(null);
  const create = useCreateInvite();
  const revoke = useRevokeInvite();
  const [note, setNote] = useState('');
  const [days, setDays] = useState(7);
  const [created, setCreated] = useState<(Invite & { url: string }) | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { note: note.trim(), expiresInDays: days },
      {
        onSuccess: (invite) => {
          if (invite.url) setCreated({ ...invite, url: invite.url });
          setNote('');
        },
      },
    );
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify('Link copied', 'success');
    } catch {
      notify('The link could not be copied: select it and copy it yourself.', 'error');
    }
  };
  const close = () => {
    setConfirm(null);
    revoke.reset();
  };
  const askRevoke = (invite: Invite) =>
    setConfirm({
      title: 'Revoke this invite?',
      text: `The link ${invite.note ? `for ${invite.note} ` : ''}stops working at once. If it is still needed, create a new one.`,
      confirmLabel: 'Revoke invite',
      busyLabel: 'Revoking...',
      destructive: true,
      run: () =>
        revoke.mutate(invite.id, {
          onSuccess: () => {
            close();
            if (created?.id === invite.id) setCreated(null);
            notify('Invite revoked', 'success');
          },
        }),
    });

  const mode = registration.data?.mode;
  return (
    <Box component="section" aria-labelledby="invites-heading">
      <Typography id="invites-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Invite links
      </Typography>
      {mode && (
        <Alert severity={MODE_NOTICE[mode].severity} sx={{ mb: 2 }}>
          {MODE_NOTICE[mode].text}
        </Alert>
      )}
      <Stack
        component="form"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Who is it for? (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          error={Boolean(create.error)}
          helperText={
            create.error ? errorMessage(create.error, 'The link could not be created') : ' '
          }
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 320 } }}
        />
        <TextField
          select
          label="Link works for"
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          size="small"
          sx={{ minWidth: 150 }}
        >
          {DAYS.map((d) => (
            <MenuItem key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create invite link'}
        </Button>
      </Stack>
      {created && <CreatedInvite invite={created} onCopy={(url) => void copy(url)} />}

      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
        Open invites
      </Typography>
      {invites.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(invites.error, 'The invites could not be loaded. Please try again.')}
        </Alert>
      )}
      {invites.isPending && <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />}
      {invites.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No open invites. A link you create shows here until it is used, revoked or expires.
        </Typography>
      )}
      {Boolean(invites.data?.length) && (
        <List dense>
          {invites.data!.map((invite) => (
            <ListItem
              key={invite.id}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={() => askRevoke(invite)}
                  aria-label={`Revoke invite ${invite.note || `expiring ${whenExpires(invite.expiresAt)}`}`}
                >
                  Revoke
                </Button>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={invite.note || 'Invite without a note'}
                secondary={`Works until ${whenExpires(invite.expiresAt)}${invite.createdBy ? ` · created by ${invite.createdBy}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        request={confirm}
        busy={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error, 'The invite could not be revoked') : null}
        onClose={close}
      />
    </Box>
  );
}
