import { useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { User } from '@moodcraft/core/accounts/accounts';
import { Logo } from '../../components/logo';
import { useAuth } from '../auth-context';
import { useSignOutCheck } from '../sign-out-check';
import { NAV_ITEMS, isCurrent } from './nav-items';
import { AVATAR_PLACEHOLDER } from '../../lib/avatar';

const DRAWER_WIDTH = 250;

/** The person's own pages, in the drawer of narrow screens (wide ones have them in the avatar's menu). */
const ACCOUNT_LINKS = [
  { label: 'My safety plan', to: '/safety-plan' },
  { label: 'Check-ins', to: '/check-ins' },
  { label: 'Trackers', to: '/trackers' },
  { label: 'Profile', to: '/profile' },
] as const;

/** For the people who run this MoodCraft only. */
const ADMIN_LINK = { label: 'Admin', to: '/admin' } as const;

/** The account links a person sees: the admin page only for admins. */
export const accountLinks = (user: Pick<User, 'isAdmin'> | null) =>
  user?.isAdmin ? [...ACCOUNT_LINKS, ADMIN_LINK] : [...ACCOUNT_LINKS];

/** Logout: asks first while moods wait on this device to be sent (render `dialog`). */
function useLogout(close: () => void) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const check = useSignOutCheck(async () => {
    await signOut();
    void navigate('/login');
  });
  return {
    logout: async () => {
      close();
      await check.request();
    },
    dialog: check.dialog,
  };
}

/** The menu button and the drawer of narrow screens: the person's own pages and Logout. */
export function NavDrawer() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const { logout, dialog } = useLogout(() => setOpen(false));
  return (
    <>
      <IconButton
        edge="start"
        aria-label="Open navigation menu"
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <Box sx={{ p: 2 }}>
          <Logo />
        </Box>
        <Divider />
        {/* the five sections are in the bar at the foot of the screen (phone-nav.tsx) */}
        <List component="nav" aria-label="Account">
          {accountLinks(user).map((link) => {
            const current = isCurrent(pathname, link.to);
            return (
              <ListItemButton
                key={link.to}
                component={RouterLink}
                to={link.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            );
          })}
          <ListItemButton onClick={() => void logout()}>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </List>
      </Drawer>
      {dialog}
    </>
  );
}

/** The page links of wide screens and the avatar's settings menu. */
export function NavLinksAndMenu({ user }: { user: User }) {
  const { pathname } = useLocation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const { logout, dialog } = useLogout(() => setMenuAnchor(null));
  return (
    <>
      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mr: 1 }}
      >
        {NAV_ITEMS.map((item) => {
          const current = isCurrent(pathname, item.to);
          return (
            <Button
              key={item.to}
              component={RouterLink}
              to={item.to}
              aria-current={current ? 'page' : undefined}
              color={current ? 'primary' : 'inherit'}
              variant={current ? 'contained' : 'text'}
              size="small"
              sx={{ px: 1.75 }}
            >
              {item.label}
            </Button>
          );
        })}
      </Box>
      <Tooltip title="Open settings">
        <IconButton
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          aria-label="Open settings"
          sx={{ p: 0.5 }}
        >
          <Avatar alt={user.username} src={user.profilePicture ?? AVATAR_PLACEHOLDER} />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        sx={{ mt: '45px' }}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to="/safety-plan" onClick={() => setMenuAnchor(null)}>
          My safety plan
        </MenuItem>
        <MenuItem component={RouterLink} to="/check-ins" onClick={() => setMenuAnchor(null)}>
          Check-ins
        </MenuItem>
        <MenuItem component={RouterLink} to="/trackers" onClick={() => setMenuAnchor(null)}>
          Trackers
        </MenuItem>
        <MenuItem component={RouterLink} to="/profile" onClick={() => setMenuAnchor(null)}>
          Profile
        </MenuItem>
        {user.isAdmin && (
          <MenuItem component={RouterLink} to={ADMIN_LINK.to} onClick={() => setMenuAnchor(null)}>
            {ADMIN_LINK.label}
          </MenuItem>
        )}
        <MenuItem onClick={() => void logout()}>Logout</MenuItem>
      </Menu>
      {dialog}
    </>
  );
}
