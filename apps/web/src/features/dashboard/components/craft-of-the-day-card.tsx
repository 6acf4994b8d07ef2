import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import { Link as RouterLink } from 'react-router';
import { promptMode } from '@moodcraft/core/crafts/prompts';
import { craftOfTheDay } from '../dashboard-content';

/** The day's craft prompt, the same all day, and the way to start it. */
export function CraftOfTheDayCard() {
  const prompt = craftOfTheDay(new Date());
  return (
    <Card
      sx={(theme) => ({
        mb: 3,
        background: 'linear-gradient(120deg, #1f6f78 0%, #2a8c96 60%, #b24f2e 140%)',
        color: '#fff',
        border: 0,
        ...theme.applyStyles('dark', {
          background: 'linear-gradient(120deg, #16545b 0%, #1f6f78 60%, #7a3a22 140%)',
        }),
      })}
    >
      <CardContent
        sx={{
          p: { xs: 3, md: 4 },
          display: 'flex',
          gap: 3,
          alignItems: { md: 'center' },
          flexDirection: { xs: 'column', md: 'row' },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <AutoAwesome fontSize="small" aria-hidden />
            <Typography
              component="h2"
              sx={{
                fontWeight: 700,
                letterSpacing: '0.04em',
                textTransform: 'uppercase',
                fontSize: '0.8rem',
              }}
            >
              Craft of the Day
            </Typography>
          </Stack>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {prompt}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={`/creative-outlet?mode=${promptMode(prompt)}`}
          state={{ prompt }}
          variant="contained"
          sx={{
            bgcolor: '#fff',
            color: '#16545b',
            '&:hover': { bgcolor: '#f4e9dc' },
            flexShrink: 0,
          }}
        >
          Start Creating
        </Button>
      </CardContent>
    </Card>
  );
}
