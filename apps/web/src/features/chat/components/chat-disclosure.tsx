import { useId, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';

/**
 * What Mood Friend is and where messages go. On a phone it folds into its first sentence with
 * "more", so the conversation starts near the top of the screen; wider screens show it whole.
 */
export function ChatDisclosure({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const first = /^.*?[.:](\s|$)/.exec(text)?.[0].trim() ?? text;
  const folds = first.length < text.length;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography
        id={id}
        variant="body2"
        color="text.secondary"
        sx={{ display: open || !folds ? 'block' : { xs: 'none', sm: 'block' } }}
      >
        {text}
      </Typography>
      {folds && !open && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: 'block', sm: 'none' } }}
        >
          {first}{' '}
          <Button
            variant="text"
            size="small"
            aria-expanded={false}
            aria-controls={id}
            aria-label="More about Mood Friend and your messages"
            onClick={() => setOpen(true)}
            sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline', textTransform: 'none' }}
          >
            more
          </Button>
        </Typography>
      )}
    </Box>
  );
}
