import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import Lightbulb from '@mui/icons-material/LightbulbOutlined';
import Refresh from '@mui/icons-material/Refresh';

type Props = {
  idea: string | undefined;
  onNewIdea: () => void;
  canAsk: boolean;
};

export function InspirationCard({ idea, onNewIdea, canAsk }: Props) {
  return (
    <Card component="section" aria-label="Inspiration" sx={{ mb: 3 }}>
      <CardContent
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: { sm: 'center' },
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <Lightbulb color="secondary" aria-hidden />
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary">
            Inspiration
          </Typography>
          <Typography sx={{ fontWeight: 600 }} aria-live="polite">
            {idea ?? 'Stuck for an idea? Ask for one.'}
          </Typography>
        </Box>
        <Button
          startIcon={<Refresh />}
          onClick={onNewIdea}
          disabled={!canAsk}
          variant="outlined"
          sx={{ flexShrink: 0 }}
        >
          New Idea
        </Button>
      </CardContent>
    </Card>
  );
}
