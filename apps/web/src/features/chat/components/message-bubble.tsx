import { Box, Link, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Link as RouterLink } from 'react-router';
import type { ChatTool } from '@moodcraft/core/companion/tools';
import type { ChatResponse } from '@moodcraft/core/companion/chat';
import { formatDate } from '../../../lib/dates';

export type ChatMessage = {
  id: string;
  text: string;
  /** 'tool': an exercise started inside the conversation; it stays on this device */
  sender: 'user' | 'ai' | 'tool';
  tool?: ChatTool;
  timestamp: string;
  pending?: boolean;
  /** the Self-Help article the reply points to */
  article?: ChatResponse['article'];
};

const formatTime = (iso: string) => {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return formatDate(
    date,
    today
      ? { hour: 'numeric', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  );
};

export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'user';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        listStyle: 'none',
      }}
    >
      <Box component="span" sx={visuallyHidden}>
        {mine ? 'You said:' : 'Mood Friend said:'}
      </Box>
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '88%', sm: '75%' },
          px: 2,
          py: 1.25,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 6 : undefined,
          borderBottomLeftRadius: mine ? undefined : 6,
          bgcolor: mine ? 'primary.main' : '#eef4f4',
          ...(mine ? {} : theme.applyStyles('dark', { bgcolor: '#22302f' })),
          color: mine ? 'primary.contrastText' : 'text.primary',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.6,
        })}
      >
        {message.text}
      </Box>
      {message.article && (
        <Link
          component={RouterLink}
          to={`/self-help/article/${message.article.id}`}
          sx={{ mt: 0.75, mx: 1, fontWeight: 500 }}
        >
          Read “{message.article.title}”
        </Link>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, mx: 1 }}>
        {formatTime(message.timestamp)}
      </Typography>
    </Box>
  );
}
