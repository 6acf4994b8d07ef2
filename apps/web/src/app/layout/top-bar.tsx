import { lazy, Suspense } from 'react';
import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { Link as RouterLink } from '../../lib/router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/auth-context';

// The signed-in navigation loads with its own chunk, so the landing and login pages stay light.
const loadSignedInNav = () => import('./signed-in-nav');
const NavDrawer = lazy(() => loadSignedInNav().then((m) => ({ default: m.NavDrawer })));
const NavLinksAndMenu = lazy(() => loadSignedInNav().then((m) => ({ default: m.NavLinksAndMenu })));

/** Space held for the navigation while its chunk loads, so nothing shifts when it appears. */
const Placeholder = ({ width, narrowOnly = false }: { width: number; narrowOnly?: boolean }) => (
  <Box aria-hidden sx={{ width, height: 48, display: narrowOnly ? { md: 'none' } : undefined }} />
);

export function TopBar() {
  const { user } = useAuth();
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64 } }}>
          {user && (
            <Suspense fallback={<Placeholder width={40} narrowOnly />}>
              <NavDrawer />
            </Suspense>
          )}
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          {user ? (
            <Suspense fallback={<Placeholder width={48} />}>
              <NavLinksAndMenu user={user} />
            </Suspense>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained">
              Login
            </Button>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
