import type { ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

/** The calm, centred card every sign-in screen shares. */
export function AuthCard({ title, subtitle, children }: Props) {
  return (
    <Box
      sx={(theme) => ({
        py: { xs: 4, sm: 8 },
        background: 'linear-gradient(180deg, #e5f1f1 0%, #f7f4ef 70%)',
        minHeight: '100%',
        ...theme.applyStyles('dark', {
          background: 'linear-gradient(180deg, #14292c 0%, #0f1719 70%)',
        }),
      })}
    >
      <Container maxWidth="xs" sx={{ px: { xs: 2, sm: 3 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
          <title>{`${title} · MoodCraft`}</title>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' }, mb: subtitle ? 1 : 3 }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
