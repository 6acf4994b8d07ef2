import { Box, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '../../lib/router';

const LINKS = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Contact Us', to: '/contact-us' },
];

export function SiteFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, mt: 'auto', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} MoodCraft. A companion to professional care, never a replacement.
          </Typography>
          <Stack component="nav" aria-label="Footer" direction="row" spacing={2.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {LINKS.map((link) => (
              <Typography
                key={link.to}
                component={RouterLink}
                to={link.to}
                variant="body2"
                color="text.secondary"
                sx={{ textUnderlineOffset: '0.2em', '&:hover': { color: 'text.primary' } }}
              >
                {link.label}
              </Typography>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
