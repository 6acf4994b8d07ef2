import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import type { AdminAccount } from '@moodcraft/core/admin/admin';
import { formatDate } from '../../../lib/dates';

const day = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

const entries = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

type Props = {
  account: AdminAccount;
  onDisable: () => void;
  onEnable: () => void;
  onDelete: () => void;
  busy: boolean;
};

/** One account as the admin sees it: who, since when, how active; never what they wrote. */
export function AccountRow({ account, onDisable, onEnable, onDelete, busy }: Props) {
  const nameId = `account-${account.id}`;
  const disabled = account.disabledAt !== null;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        listStyle: 'none',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {account.username}
            </Typography>
            {account.isAdmin && <Chip size="small" color="primary" label="Admin" />}
            {account.isYou && <Chip size="small" variant="outlined" label="You" />}
            {disabled && <Chip size="small" color="warning" label="Disabled" />}
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {account.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Joined {day(account.createdAt)} ·{' '}
            {account.lastActiveAt
              ? `last active ${day(account.lastActiveAt)}`
              : 'not active since joining'}{' '}
            · {entries(account.entryCount)}
            {disabled && ` · disabled ${day(account.disabledAt!)}`}
          </Typography>
        </Box>
        {!account.isYou && (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {disabled ? (
              <Button
                size="small"
                variant="outlined"
                onClick={onEnable}
                disabled={busy}
                aria-label={`Enable ${account.username}`}
              >
                Enable
              </Button>
            ) : (
              <Button
                size="small"
                variant="outlined"
                color="secondary"
                onClick={onDisable}
                disabled={busy}
                aria-label={`Disable ${account.username}`}
              >
                Disable
              </Button>
            )}
            <Button
              size="small"
              color="error"
              onClick={onDelete}
              disabled={busy}
              aria-label={`Delete ${account.username}`}
            >
              Delete
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
