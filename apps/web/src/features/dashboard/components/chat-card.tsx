import { Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router';

/** The way in to Mood Friend. */
export function ChatCard() {
  return (
    <Card sx={{ height: '100%', borderColor: 'primary.main' }}>
      <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip label="New!" color="secondary" size="small" />
          <ChatBubbleOutlineOutlined color="primary" aria-hidden />
        </Stack>
        <Typography variant="h6" component="h2">
          Chat with Mood Friend
        </Typography>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          Talk through what is on your mind. Mood Friend listens, reflects and can suggest a small
          next step.
        </Typography>
        <Button component={RouterLink} to="/chat" variant="contained">
          Start Chatting Now
        </Button>
      </CardContent>
    </Card>
  );
}
