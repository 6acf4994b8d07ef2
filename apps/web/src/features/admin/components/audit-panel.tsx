import { useState } from 'react';
import { Alert, Box, Pagination, Skeleton, Typography } from '@mui/material';
import type { AuditEntry } from '@moodcraft/core/admin/admin';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { AUDIT_PAGE_SIZE, useAudit } from '../api/admin-api';

const when = (iso: string) =>
  formatDate(iso, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One line of the audit, in words: who did what to which account or invite. */
export function describeAudit(entry: AuditEntry) {
  const invite = entry.note ? `an invite for ${entry.note}` : 'an invite';
  const account = entry.targetEmail ?? 'an account';
  switch (entry.action) {
    case 'account.disabled':
      return `disabled the account ${account}`;
    case 'account.enabled':
      return `enabled the account ${account}`;
    case 'account.deleted':
      return `deleted the account ${account}`;
    case 'invite.created':
      return `created ${invite}`;
    case 'invite.revoked':
      return `revoked ${invite}`;
  }
}

/** What the admins of this instance did, newest first. */
export function AuditPanel() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);
  const data = audit.data;
  const pages = data ? Math.ceil(data.total / AUDIT_PAGE_SIZE) : 0;
  return (
    <Box component="section" aria-labelledby="audit-heading">
      <Typography id="audit-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Audit log
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every account disabled, enabled or deleted and every invite created or revoked, by whom and
        when, newest first. Accounts are named by the e-mail address they had at the time.
      </Typography>
      {audit.isError && (
        <Alert severity="error">
          {errorMessage(audit.error, 'The audit log could not be loaded. Please try again.')}
        </Alert>
      )}
      {!data && !audit.isError && <Skeleton variant="rounded" height={120} />}
      {data?.total === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nothing yet. What admins do here will be listed.
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <Box component="ol" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {data.items.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{entry.actorEmail}</strong> {describeAudit(entry)}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="time"
                dateTime={entry.createdAt}
              >
                {when(entry.createdAt)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          sx={{ mt: 2 }}
          aria-label="Pages of the audit log"
        />
      )}
    </Box>
  );
}
