import { lazy, Suspense } from 'react';
import { Box, GlobalStyles } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '../auth-context';
import { BOTTOM_INSET_VAR, bottomInset, phoneChrome } from './phone-chrome';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

// like the top bar's signed-in navigation, the phone's sections bar loads with its own chunk
const PhoneNav = lazy(() => import('./phone-nav').then((m) => ({ default: m.PhoneNav })));

/** Top bar, content and footer, around every page; on a phone, the sections bar below them. */
export default function AppLayout() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const chrome = phoneChrome(pathname, Boolean(user));
  const inset = bottomInset(chrome);
  const bottom = `var(${BOTTOM_INSET_VAR}, 0px)`;
  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        // below md, how much of the page's foot the sections bar and "Log mood" cover: the footer
        // ends above them, and messages (snackbars) rise above them
        [theme.breakpoints.down('md')]: inset
          ? {
              [BOTTOM_INSET_VAR]: inset,
              '& .MuiSnackbar-anchorOriginBottomCenter': { bottom: `calc(${bottom} + 8px)` },
            }
          : {},
      })}
    >
      {inset && (
        // what the browser scrolls into view (a focused field, a help card) stops above them too
        <GlobalStyles
          styles={(theme) => ({
            [theme.breakpoints.down('md')]: { html: { scrollPaddingBottom: inset } },
          })}
        />
      )}
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* no Suspense boundary here: the public pages are written whole at build time, and
            each part of a page that loads later holds its own */}
        <Outlet />
      </Box>
      {/* the footer's own colour runs on under the bar, rather than a strip of the page's */}
      <Box sx={{ mt: 'auto', pb: bottom, bgcolor: 'background.paper', '@media print': { pb: 0 } }}>
        <SiteFooter />
      </Box>
      {chrome.sectionsBar && (
        <Suspense fallback={null}>
          <PhoneNav logMood={chrome.logMood} />
        </Suspense>
      )}
    </Box>
  );
}
