import { useId, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';

/**
 * What Mood Friend is and where messages go. On a phone it folds to one line with "more", so the
 * conversation starts near the top of the screen (the whole text is still read out); wider
 * screens show it whole.
 */
export function ChatDisclosure({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box sx={{ mb: 2, display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
      <Typography
        id={id}
        variant="body2"
        color="text.secondary"
        sx={{
          flex: 1,
          minWidth: 0,
          ...(open
            ? {}
            : {
                whiteSpace: { xs: 'nowrap', sm: 'normal' },
                overflow: { xs: 'hidden', sm: 'visible' },
                textOverflow: { xs: 'ellipsis', sm: 'clip' },
              }),
        }}
      >
        {text}
      </Typography>
      {!open && (
        <Button
          variant="text"
          size="small"
          aria-expanded={false}
          aria-controls={id}
          aria-label="Show all about Mood Friend and your messages"
          onClick={() => setOpen(true)}
          sx={{
            display: { xs: 'inline-flex', sm: 'none' },
            flexShrink: 0,
            minWidth: 0,
            py: 0,
            px: 0.5,
            textTransform: 'none',
          }}
        >
          more
        </Button>
      )}
    </Box>
  );
}
