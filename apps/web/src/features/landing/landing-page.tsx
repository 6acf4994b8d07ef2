import {
  Accordion,
  AccordionDetails,
  Alert,
  AccordionSummary,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import BrushIcon from '@mui/icons-material/Brush';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Link as RouterLink, useSearchParams } from '../../lib/router';
import { StarRating } from '../../components/star-rating';
import { useAuth } from '../auth/auth-context';
import { FAQ, FEATURES, HOW_IT_WORKS, TESTIMONIALS } from './landing-content';

const FEATURE_ICONS = {
  companion: ChatBubbleOutlineIcon,
  tracking: InsightsIcon,
  creative: BrushIcon,
  selfhelp: MenuBookIcon,
} as const;

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <Box sx={{ textAlign: 'center', mb: { xs: 4, md: 6 }, maxWidth: 640, mx: 'auto' }}>
      <Typography id={id} variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

function CallToAction({ label, signedIn }: { label: string; signedIn: boolean }) {
  return signedIn ? (
    <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
      Go to Dashboard
    </Button>
  ) : (
    <Button component={RouterLink} to="/register" variant="contained" size="large">
      {label}
    </Button>
  );
}

export default function LandingPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const deleted = params.get('account') === 'deleted';
  const signedIn = Boolean(user);
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={(theme) => ({
          background:
            theme.palette.mode === 'light'
              ? 'linear-gradient(160deg, #e5f1f1 0%, #f7f4ef 55%, #fbe9e2 100%)'
              : 'linear-gradient(160deg, #14292c 0%, #0f1719 60%, #2a1c18 100%)',
          py: { xs: 7, md: 12 },
        })}
      >
        <Container maxWidth="lg">
          {deleted && (
            <Alert severity="success" sx={{ mb: 4 }}>
              Your account and everything in it have been deleted. Take care of yourself.
            </Alert>
          )}
          <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography
                id="hero-title"
                variant="h2"
                component="h1"
                sx={{ fontSize: { xs: '2.3rem', sm: '3rem', md: '3.5rem' }, lineHeight: 1.1, mb: 2.5 }}
              >
                Craft Your Path to Emotional Wellbeing
              </Typography>
              <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4, maxWidth: 560 }}>
                Your personal AI-powered mental health companion for daily emotional support and growth
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                {signedIn ? (
                  <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
                    Go to Dashboard
                  </Button>
                ) : (
                  <>
                    <Button component={RouterLink} to="/register" variant="contained" size="large">
                      Get Started Free
                    </Button>
                    <Button component={RouterLink} to="/login" variant="outlined" size="large">
                      Sign In
                    </Button>
                  </>
                )}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
              <Box
                component="img"
                src="/hero.svg"
                alt=""
                width={520}
                height={420}
                sx={{ width: '100%', height: 'auto', display: 'block' }}
              />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container component="section" aria-labelledby="how-title" maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
        <SectionHeading id="how-title" title="How it Works" subtitle="Three small steps, a few minutes a day." />
        <Grid container spacing={3}>
          {HOW_IT_WORKS.map((step, index) => (
            <Grid key={step.title} size={{ xs: 12, md: 4 }}>
              <Stack spacing={1.5} sx={{ alignItems: { xs: 'flex-start', md: 'center' }, textAlign: { md: 'center' } }}>
                <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 48, height: 48, fontWeight: 700 }}>
                  {index + 1}
                </Avatar>
                <Typography variant="h6" component="h3">
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="features-title" sx={{ bgcolor: 'background.paper', py: { xs: 7, md: 10 } }}>
        <Container maxWidth="lg">
          <SectionHeading id="features-title" title="Key Features" subtitle="Everything in one calm, private place." />
          <Grid container spacing={3}>
            {FEATURES.map((feature) => {
              const Icon = FEATURE_ICONS[feature.key];
              return (
                <Grid key={feature.key} size={{ xs: 12, sm: 6, md: 3 }}>
                  <Card sx={{ height: '100%' }}>
                    <CardContent sx={{ p: 3 }}>
                      <Icon color="primary" sx={{ fontSize: 36, mb: 1.5 }} aria-hidden />
                      <Typography variant="h6" component="h3" gutterBottom>
                        {feature.title}
                      </Typography>
                      <Typography color="text.secondary" variant="body2" sx={{ lineHeight: 1.7 }}>
                        {feature.text}
                      </Typography>
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
          <Box sx={{ textAlign: 'center', mt: 5 }}>
            <Button component={RouterLink} to={signedIn ? '/dashboard' : '/register'} variant="outlined" size="large">
              Explore All Features
            </Button>
          </Box>
        </Container>
      </Box>

      <Container component="section" aria-labelledby="voices-title" maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
        <SectionHeading id="voices-title" title="In Their Words" subtitle="Illustrative stories of how MoodCraft can fit into a day." />
        <Grid container spacing={3}>
          {TESTIMONIALS.map((t) => (
            <Grid key={t.name} size={{ xs: 12, md: 4 }}>
              <Card component="figure" sx={{ height: '100%', m: 0 }}>
                <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
                  <StarRating value={t.rating} />
                  <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, lineHeight: 1.7 }}>
                    “{t.quote}”
                  </Typography>
                  <Typography component="figcaption" variant="body2" color="text.secondary">
                    <strong>{t.name}</strong> · {t.role}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="faq-title" sx={{ bgcolor: 'background.paper', py: { xs: 7, md: 10 } }}>
        <Container maxWidth="md">
          <SectionHeading id="faq-title" title="Frequently Asked Questions" />
          {FAQ.map((item) => (
            <Accordion key={item.question} disableGutters sx={{ '&:before': { display: 'none' }, mb: 1.5, border: 1, borderColor: 'divider', borderRadius: 3 }} elevation={0}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h3" sx={{ fontWeight: 600 }}>
                  {item.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {item.answer}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
        </Container>
      </Box>

      <Container component="section" aria-labelledby="cta-title" maxWidth="md" sx={{ py: { xs: 8, md: 10 }, textAlign: 'center' }}>
        <Typography id="cta-title" variant="h4" component="h2" gutterBottom>
          Start feeling more at home in your own mind
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          It is free to begin, and your data stays yours.
        </Typography>
        <CallToAction label="Get Started Today" signedIn={signedIn} />
      </Container>
    </>
  );
}
