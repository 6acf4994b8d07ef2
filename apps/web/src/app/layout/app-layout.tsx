import { Box } from '@mui/material';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

/** Top bar, content and footer, around every page. */
export default function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* no Suspense boundary here: the public pages are written whole at build time, and
            each part of a page that loads later holds its own */}
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
