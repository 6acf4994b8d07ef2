import { useState } from 'react';
import { Alert, Box, Pagination, Skeleton, Stack, TextField, Typography } from '@mui/material';
import type { AdminAccount } from '@moodcraft/core/admin/admin';
import { errorMessage } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import {
  ACCOUNTS_PAGE_SIZE,
  useAccounts,
  useDeleteAccount,
  useSetDisabled,
} from '../api/admin-api';
import { AccountRow } from './account-row';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';

type Props = { notify: (text: string, severity: 'success' | 'error') => void };

/** The instance's accounts: find one, disable or enable it, or delete it. */
export function AccountsPanel({ notify }: Props) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search.trim());
  const accounts = useAccounts(settled, page);
  const setDisabled = useSetDisabled();
  const remove = useDeleteAccount();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const close = () => {
    setConfirm(null);
    setDisabled.reset();
    remove.reset();
  };
  const disable = (a: AdminAccount) =>
    setConfirm({
      title: `Disable ${a.username}’s account?`,
      text: `${a.username} (${a.email}) is signed out everywhere at once and cannot sign in until you enable the account again. Nothing in it is deleted.`,
      confirmLabel: 'Disable account',
      busyLabel: 'Disabling...',
      run: () =>
        setDisabled.mutate(
          { id: a.id, disabled: true },
          {
            onSuccess: () => {
              close();
              notify(`${a.username}’s account is disabled`, 'success');
            },
          },
        ),
    });
  const enable = (a: AdminAccount) =>
    setDisabled.mutate(
      { id: a.id, disabled: false },
      {
        onSuccess: () => notify(`${a.username} can sign in again`, 'success'),
        onError: (e) => notify(errorMessage(e, 'The account could not be enabled'), 'error'),
      },
    );
  const destroy = (a: AdminAccount) =>
    setConfirm({
      title: `Delete ${a.username}’s account for good?`,
      text: `Everything in the account of ${a.username} (${a.email}) is deleted straight away and cannot be recovered: moods, notes, crafts and their files, chats and settings. If they may want any of it, ask them to export their data from their profile first.`,
      confirmLabel: 'Delete account',
      busyLabel: 'Deleting...',
      destructive: true,
      run: () =>
        remove.mutate(a.id, {
          onSuccess: () => {
            close();
            // the last account of the last page: the page before it is shown
            if (page > 1 && accounts.data?.items.length === 1) setPage(page - 1);
            notify(`${a.username}’s account was deleted`, 'success');
          },
        }),
    });

  const failure = setDisabled.error ?? remove.error;
  const data = accounts.data;
  const pages = data ? Math.ceil(data.total / ACCOUNTS_PAGE_SIZE) : 0;

  return (
    <Box component="section" aria-labelledby="accounts-heading">
      <Typography id="accounts-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Accounts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Everyone with an account here. You see when they joined and how active they are, never what
        they wrote: no moods, notes, chats or crafts.
      </Typography>
      <TextField
        label="Search by name or e-mail"
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        size="small"
        fullWidth
        sx={{ mb: 1, maxWidth: 420 }}
      />
      {accounts.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {errorMessage(accounts.error, 'The accounts could not be loaded. Please try again.')}
        </Alert>
      )}
      {!data && !accounts.isError && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      )}
      {data && (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1 }}>
            {data.total === 0
              ? 'No account matches this search.'
              : `${data.total} ${data.total === 1 ? 'account' : 'accounts'}`}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }}>
            {data.items.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                busy={setDisabled.isPending || remove.isPending}
                onDisable={() => disable(account)}
                onEnable={() => enable(account)}
                onDelete={() => destroy(account)}
              />
            ))}
          </Box>
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_e, next) => setPage(next)}
              sx={{ mt: 2 }}
              aria-label="Pages of accounts"
            />
          )}
        </>
      )}
      <ConfirmDialog
        request={confirm}
        busy={setDisabled.isPending || remove.isPending}
        error={
          confirm && failure ? errorMessage(failure, 'That did not work. Please try again.') : null
        }
        onClose={close}
      />
    </Box>
  );
}
