import { lazy, Suspense } from 'react';
import { Box, Button, Container } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../auth-context';

// The signed-in navigation loads with its own chunk, so the landing and login pages stay light.
const loadSignedInNav = () => import('./signed-in-nav');
const NavDrawer = lazy(() => loadSignedInNav().then((m) => ({ default: m.NavDrawer })));
const NavLinksAndMenu = lazy(() => loadSignedInNav().then((m) => ({ default: m.NavLinksAndMenu })));

/** Space held for the navigation while its chunk loads, so nothing shifts when it appears. */
const Placeholder = ({
  width,
  edge = 0,
  narrowOnly = false,
}: {
  width: number;
  edge?: number;
  narrowOnly?: boolean;
}) => (
  <Box
    aria-hidden
    sx={{
      width,
      ml: edge,
      height: 48,
      flexShrink: 0,
      display: narrowOnly ? { md: 'none' } : undefined,
    }}
  />
);

export function TopBar() {
  const { user } = useAuth();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
          {user && (
            <Suspense fallback={<Placeholder width={40} edge={-1.5} narrowOnly />}>
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
        </Box>
      </Container>
    </Box>
  );
}
