import { Box, Button, Stack } from '@mui/material';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import { TOOL_LABELS, type ChatTool } from '@moodcraft/core/companion/tools';

/**
 * What the newest reply offers: an exercise to do here and now, and short answers to send with
 * one tap. Shown only under the newest reply, and gone once the person answers.
 */
export function ChatOffer({
  tools,
  quickReplies,
  onTool,
  onReply,
}: {
  tools: ChatTool[];
  quickReplies: string[];
  onTool: (tool: ChatTool) => void;
  onReply: (text: string) => void;
}) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      {tools.length > 0 && (
        <Stack
          direction="row"
          role="group"
          aria-label="Exercises"
          sx={{ flexWrap: 'wrap', gap: 1, mb: quickReplies.length ? 1 : 0 }}
        >
          {tools.map((tool) => (
            <Button
              key={tool}
              variant="outlined"
              size="small"
              startIcon={<SelfImprovement />}
              onClick={() => onTool(tool)}
              sx={{ borderRadius: 5 }}
            >
              {TOOL_LABELS[tool]}
            </Button>
          ))}
        </Stack>
      )}
      {quickReplies.length > 0 && (
        <Stack
          direction="row"
          role="group"
          aria-label="Quick replies"
          sx={{ flexWrap: 'wrap', gap: 1 }}
        >
          {quickReplies.map((text) => (
            <Button
              key={text}
              variant="text"
              size="small"
              onClick={() => onReply(text)}
              sx={{ borderRadius: 5, bgcolor: 'action.hover' }}
            >
              {text}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
}
