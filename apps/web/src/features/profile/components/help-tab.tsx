import { Accordion, AccordionDetails, AccordionSummary, Link, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';

const FAQ = [
  {
    q: 'What is Mood Friend?',
    a: 'Mood Friend is a calm companion you can talk to at any hour. It listens, reflects back what it hears, and may suggest a small next step, an article or a creative prompt based on what has helped you before. It is not a therapist and cannot diagnose; if you are in crisis it shows you helplines first.',
  },
  {
    q: 'How is my data kept private?',
    a: 'Everything you enter stays on the MoodCraft server run by your operator. Notes, chats, creations and media are encrypted at rest, sessions use a cookie that scripts cannot read, and the app loads nothing from other companies. Nothing is shared unless you choose to share a report.',
  },
  {
    q: 'How do I get the most out of MoodCraft?',
    a: 'Check in once or twice a day, even briefly, and tick the factors that played a part. After a week or two the Insights tab starts to show what lifts or lowers your mood. Pair that with a short article or exercise, or make something on a hard day.',
  },
  {
    q: 'Can I export my data?',
    a: 'Yes. In Settings, under Your Data, you can download everything as JSON, as CSV files, or as a zip that also holds your drawings, recordings and videos. You can also delete your account there, which removes everything straight away.',
  },
];

export function HelpTab() {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Frequently Asked Questions
      </Typography>
      {FAQ.map((item) => (
        <Accordion
          key={item.q}
          disableGutters
          elevation={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            mb: 1.5,
            '&:before': { display: 'none' },
          }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {item.a}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Still stuck?{' '}
        <Link component={RouterLink} to="/contact-us" underline="always">
          Contact us
        </Link>
        . If you are in crisis, call your local emergency number or a crisis line now.
      </Typography>
    </>
  );
}
