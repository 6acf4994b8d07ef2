import { Box, Container, Paper, Typography } from '@mui/material';
import { formatDate as format } from '../../lib/dates';

type Section = { heading: string; paragraphs: readonly string[]; list?: readonly string[] };

export type LegalDocumentProps = {
  document: {
    title: string;
    updated: string;
    intro: readonly string[];
    sections: readonly Section[];
  };
};

const formatDate = (iso: string) =>
  format(`${iso}T00:00:00`, { day: 'numeric', month: 'long', year: 'numeric' });

/** A long read with a comfortable measure: privacy policy and terms of service. */
export function LegalDocument({ document }: LegalDocumentProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
        <Box sx={{ maxWidth: '70ch', mx: 'auto' }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, mb: 1 }}
          >
            {document.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
            Last updated {formatDate(document.updated)}
          </Typography>
          {document.intro.map((p) => (
            <Typography key={p} sx={{ mb: 2, lineHeight: 1.75 }}>
              {p}
            </Typography>
          ))}
          {document.sections.map((section) => (
            <Box component="section" key={section.heading} sx={{ mt: 4 }}>
              <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
                {section.heading}
              </Typography>
              {section.paragraphs.map((p) => (
                <Typography key={p} sx={{ mb: 2, lineHeight: 1.75 }}>
                  {p}
                </Typography>
              ))}
              {section.list && (
                <Box component="ul" sx={{ pl: 3, my: 1, '& li': { mb: 1, lineHeight: 1.7 } }}>
                  {section.list.map((item) => (
                    <Typography component="li" key={item}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Paper>
    </Container>
  );
}
