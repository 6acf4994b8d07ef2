import { Suspense, useEffect } from 'react';
import { Box } from '@mui/material';
import { Outlet, useLocation } from '../../lib/router';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function PageLoading() {
  return (
    // a full screen tall, so the footer stays below the fold and does not jump when the page arrives
    <Box
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: 'calc(100vh - 65px)',
        color: 'primary.main',
      }}
      role="status"
      aria-label="Loading"
    >
      <span className="page-spinner" />
    </Box>
  );
}

/** Top bar, content and footer; each page starts at the top. */
export function AppLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Box>
  );
}
