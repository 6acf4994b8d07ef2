import { Box, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

const LINKS = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Contact Us', to: '/contact-us' },
];

export function SiteFooter() {
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: { xs: 1.5, sm: 3 },
            alignItems: { xs: 'flex-start', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} MoodCraft. A companion to professional care, never a
            replacement.
          </Typography>
          <Box
            component="nav"
            aria-label="Footer"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2.5 }}
          >
            {LINKS.map((link) => (
              <Typography
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant="body2"
                sx={{
                  color: 'text.secondary',
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                {link.label}
              </Typography>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
