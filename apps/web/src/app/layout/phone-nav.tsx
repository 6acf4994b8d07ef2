import { BottomNavigation, BottomNavigationAction, Box, Fab, type SvgIcon } from '@mui/material';
import Add from '@mui/icons-material/Add';
import Brush from '@mui/icons-material/Brush';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import ChatBubble from '@mui/icons-material/ChatBubble';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import MenuBook from '@mui/icons-material/MenuBook';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Mood from '@mui/icons-material/Mood';
import MoodOutlined from '@mui/icons-material/MoodOutlined';
import SpaceDashboard from '@mui/icons-material/SpaceDashboard';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import { Link as RouterLink, useLocation } from 'react-router';
import { NAV_ITEMS, isCurrent } from './nav-items';
import { LOG_MOOD_BOTTOM, LOG_MOOD_GAP, SECTIONS_BAR_HEIGHT } from './phone-chrome';

type Section = (typeof NAV_ITEMS)[number]['to'];

/** Each section's icon: outlined, and filled while it is the current one. */
const ICONS: Record<Section, [typeof SvgIcon, typeof SvgIcon]> = {
  '/dashboard': [SpaceDashboardOutlined, SpaceDashboard],
  '/chat': [ChatBubbleOutlineOutlined, ChatBubble],
  '/mood-tracker': [MoodOutlined, Mood],
  '/creative-outlet': [BrushOutlined, Brush],
  '/self-help': [MenuBookOutlined, MenuBook],
};

/** The five sections, fixed at the foot of a phone's screen (hidden from `md` up). */
export function SectionsBar() {
  const { pathname } = useLocation();
  const current = NAV_ITEMS.find((item) => isCurrent(pathname, item.to))?.to ?? null;
  return (
    <Box
      component="nav"
      aria-label="Sections"
      className="no-print"
      sx={{
        display: { md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.06)',
        pb: 'env(safe-area-inset-bottom, 0px)',
      }}
    >
      <BottomNavigation
        value={current}
        showLabels
        sx={{ height: SECTIONS_BAR_HEIGHT - 1, bgcolor: 'transparent' }}
      >
        {NAV_ITEMS.map((item) => {
          const selected = item.to === current;
          const [Outlined, Filled] = ICONS[item.to];
          const Icon = selected ? Filled : Outlined;
          return (
            <BottomNavigationAction
              key={item.to}
              component={RouterLink}
              to={item.to}
              nativeButton={false}
              value={item.to}
              aria-current={selected ? 'page' : undefined}
              label={item.label}
              icon={
                <Box component="span" className="section-icon">
                  <Icon fontSize="small" />
                </Box>
              }
              sx={(theme) => ({
                minWidth: 0,
                px: 0.25,
                gap: 0.5,
                color: 'text.secondary',
                '& .section-icon': {
                  display: 'grid',
                  placeItems: 'center',
                  width: 52,
                  height: 28,
                  borderRadius: 999,
                  transition: theme.transitions.create('background-color', {
                    duration: theme.transitions.duration.short,
                  }),
                },
                '& .MuiBottomNavigationAction-label': {
                  fontSize: theme.typography.pxToRem(12),
                  lineHeight: 1.2,
                  whiteSpace: 'nowrap',
                  letterSpacing: 0,
                },
                '&.Mui-selected': { color: 'primary.main' },
                '&.Mui-selected .section-icon': {
                  bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16),
                },
                '&.Mui-selected .MuiBottomNavigationAction-label': {
                  fontSize: theme.typography.pxToRem(12),
                  fontWeight: 700,
                },
                '&.Mui-focusVisible': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: -4,
                  borderRadius: 2,
                },
              })}
            />
          );
        })}
      </BottomNavigation>
    </Box>
  );
}

/** The way to log a mood from any page, floating above the sections bar on the right. */
export function LogMoodButton() {
  return (
    <Fab
      component={RouterLink}
      to="/mood-tracker?log=1"
      nativeButton={false}
      variant="extended"
      color="secondary"
      className="no-print"
      sx={{
        display: { md: 'none' },
        position: 'fixed',
        right: LOG_MOOD_GAP,
        bottom: LOG_MOOD_BOTTOM,
        zIndex: 'appBar',
        gap: 1,
        pl: 2,
        pr: 2.5,
        '&.Mui-focusVisible': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Add />
      Log mood
    </Fab>
  );
}

type Props = { logMood: boolean };

/** What a phone shows at the foot of a signed-in page: the "Log mood" button and the sections. */
export function PhoneNav({ logMood }: Props) {
  return (
    <>
      {logMood && <LogMoodButton />}
      <SectionsBar />
    </>
  );
}
