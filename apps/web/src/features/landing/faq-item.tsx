import { useId, useState } from 'react';
import { Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/** One question of the FAQ: a heading whose button shows or hides the answer. */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box
      sx={{
        mb: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Typography component="h3" sx={{ m: 0 }}>
        <Box
          component="button"
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          id={`${id}-question`}
          onClick={() => setOpen((value) => !value)}
          sx={{
            all: 'unset',
            boxSizing: 'border-box',
            cursor: 'pointer',
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 2,
            py: 1.75,
            minHeight: 48,
            borderRadius: 3,
            font: 'inherit',
            fontWeight: 600,
            color: 'text.primary',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          <Box component="span" sx={{ flexGrow: 1 }}>
            {question}
          </Box>
          <ExpandMoreIcon
            aria-hidden
            sx={{
              color: 'text.secondary',
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
            }}
          />
        </Box>
      </Typography>
      <Box
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden={!open}
        sx={{ px: 2, pb: 2 }}
      >
        <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {answer}
        </Typography>
      </Box>
    </Box>
  );
}
