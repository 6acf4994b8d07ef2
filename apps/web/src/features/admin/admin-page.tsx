import { useState } from 'react';
import { Box, Button, Card, Container, Skeleton, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { AppSnackbar, useSnackbar } from '../../components/app-snackbar';
import { ApiError } from '../../lib/api-client';
import { useAccounts } from './api/admin-api';
import { AccountsPanel } from './components/accounts-panel';
import { AuditPanel } from './components/audit-panel';
import { InvitesPanel } from './components/invites-panel';

const TABS = ['Accounts', 'Invites', 'Audit log'] as const;

export const meta = () => [{ title: 'Admin · MoodCraft' }];

/** What anyone who is not an admin sees here: plainly, that the page is not for them. */
export function NotAvailable() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          This page is not available
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The admin page is only for the people who run this MoodCraft.
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          Go to Dashboard
        </Button>
      </Card>
    </Container>
  );
}

function AdminTabs() {
  const [tab, setTab] = useState(0);
  const snackbar = useSnackbar();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Admin
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '65ch' }}>
        Who can use this MoodCraft: the accounts, invite links for new people, and a record of what
        admins have done.
      </Typography>
      <Card>
        <Tabs
          value={tab}
          onChange={(_e, value: number) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Admin sections"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((label, index) => (
            <Tab
              key={label}
              label={label}
              id={`admin-tab-${index}`}
              aria-controls={`admin-panel-${index}`}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`admin-panel-${tab}`}
          aria-labelledby={`admin-tab-${tab}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {tab === 0 && <AccountsPanel notify={snackbar.show} />}
          {tab === 1 && <InvitesPanel notify={snackbar.show} />}
          {tab === 2 && <AuditPanel />}
        </Box>
      </Card>
      <AppSnackbar snackbar={snackbar} duration={6000} />
    </Container>
  );
}

/** The admin page; anyone else is told it is not for them (and the API refuses them too). */
export default function AdminPage() {
  const { user, status } = useAuth();
  const admin = user?.isAdmin === true;
  // the first page of accounts, shared with the accounts tab: a 403 means no longer an admin
  const accounts = useAccounts('', 1, admin);
  if (!admin) {
    // a remembered profile is being confirmed: it may say more than the stored one
    if (status === 'loading' || status === 'unknown')
      return (
        <Container maxWidth="md" sx={{ py: 5 }}>
          <Skeleton variant="rounded" height={320} />
        </Container>
      );
    return <NotAvailable />;
  }
  if (accounts.error instanceof ApiError && accounts.error.status === 403) return <NotAvailable />;
  return <AdminTabs />;
}
