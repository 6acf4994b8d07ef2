import { useState } from 'react';
import { Alert, Box, Card, Container, Grid, Skeleton, Tab, Tabs } from '@mui/material';
import { useNavigate } from 'react-router';
import { AppSnackbar, useSnackbar } from '../../components/app-snackbar';
import { useAuth } from '../../app/auth-context';
import { useProfile } from './api/profile-api';
import { HelpTab } from './components/help-tab';
import { ProfileCard } from './components/profile-card';
import { SettingsTab } from './components/settings-tab';
import { StatsTab } from './components/stats-tab';
import { useSignOutCheck } from '../../app/sign-out-check';

const TABS = ['Stats & Achievements', 'Settings', 'Help & Support'] as const;

export const meta = () => [{ title: 'Profile · MoodCraft' }];

export default function ProfilePage() {
  const { user: storedUser, signOut } = useAuth();
  const profile = useProfile();
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const snackbar = useSnackbar();
  const notify = snackbar.show;
  const user = storedUser ?? profile.data;

  // asks first while moods wait on this device to be sent
  const signOutCheck = useSignOutCheck(async () => {
    await signOut();
    void navigate('/login');
  });
  const logout = signOutCheck.request;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          {profile.isError && !user && <Alert severity="error">Failed to load user data</Alert>}
          {user ? (
            <ProfileCard
              key={user.updatedAt}
              user={user}
              notify={notify}
              onLogout={() => void logout()}
            />
          ) : (
            <Skeleton variant="rounded" height={420} />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <Tabs
              value={tab}
              onChange={(_e, value: number) => setTab(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Profile sections"
              sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
              {TABS.map((label, index) => (
                <Tab
                  key={label}
                  label={label}
                  id={`profile-tab-${index}`}
                  aria-controls={`profile-panel-${index}`}
                />
              ))}
            </Tabs>
            <Box
              role="tabpanel"
              id={`profile-panel-${tab}`}
              aria-labelledby={`profile-tab-${tab}`}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              {tab === 0 && <StatsTab />}
              {tab === 1 && <SettingsTab notify={notify} />}
              {tab === 2 && <HelpTab />}
            </Box>
          </Card>
        </Grid>
      </Grid>
      <AppSnackbar snackbar={snackbar} duration={6000} />
      {signOutCheck.dialog}
    </Container>
  );
}
