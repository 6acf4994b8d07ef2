import { Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/**
 * One question of the FAQ: a disclosure the browser itself opens and closes (`<details>`), so it
 * works on the landing page, which loads no script.
 */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <Box
      component="details"
      sx={{
        mb: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          cursor: 'pointer',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 1.75,
          minHeight: 48,
          borderRadius: 3,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': {
            outline: 2,
            outlineStyle: 'solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <Typography component="h3" sx={{ m: 0, flexGrow: 1, fontWeight: 600 }}>
          {question}
        </Typography>
        <ExpandMoreIcon
          className="faq-chevron"
          aria-hidden
          sx={{ color: 'text.secondary', transition: 'transform 150ms' }}
        />
      </Box>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7, px: 2, pb: 2 }}>
        {answer}
      </Typography>
    </Box>
  );
}
