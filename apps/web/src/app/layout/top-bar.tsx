import { useState } from 'react';
import {
  AppBar,
  Avatar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/logo';
import { useAuth } from '../../features/auth/auth-context';
import { NAV_ITEMS, isCurrent } from './nav-items';

export const DRAWER_WIDTH = 250;
const AVATAR_PLACEHOLDER = '/avatar-placeholder.svg';

export function TopBar() {
  const { user, signOut } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const logout = async () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    await signOut();
    void navigate('/login');
  };

  return (
    <AppBar
      position="sticky"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 64 } }}>
          {user && (
            <IconButton
              edge="start"
              aria-label="Open navigation menu"
              onClick={() => setDrawerOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Logo />
          <Box sx={{ flexGrow: 1 }} />
          {user ? (
            <>
              <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mr: 1 }}>
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
                <IconButton onClick={(e) => setMenuAnchor(e.currentTarget)} aria-label="Open settings" sx={{ p: 0.5 }}>
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
                <MenuItem component={RouterLink} to="/profile" onClick={() => setMenuAnchor(null)}>
                  Profile
                </MenuItem>
                <MenuItem onClick={() => void logout()}>Logout</MenuItem>
              </Menu>
            </>
          ) : (
            <Button component={RouterLink} to="/login" variant="contained">
              Login
            </Button>
          )}
        </Toolbar>
      </Container>
      {user && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Box sx={{ p: 2 }}>
            <Logo />
          </Box>
          <Divider />
          <List component="nav" aria-label="Main">
            {NAV_ITEMS.map((item) => (
              <ListItemButton
                key={item.to}
                component={RouterLink}
                to={item.to}
                selected={isCurrent(pathname, item.to)}
                aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
                onClick={() => setDrawerOpen(false)}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
          <Divider />
          <List>
            <ListItemButton component={RouterLink} to="/profile" onClick={() => setDrawerOpen(false)}>
              <ListItemText primary="Profile" />
            </ListItemButton>
            <ListItemButton onClick={() => void logout()}>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </List>
        </Drawer>
      )}
    </AppBar>
  );
}
