import type { ReactNode } from 'react';
import { Box, Button, Container, Paper, Typography, type SxProps, type Theme } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import BrushIcon from '@mui/icons-material/Brush';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Link as RouterLink } from 'react-router';
import { StarRating } from '../../components/star-rating';
import { useAuth } from '../../app/auth-context';
import { DeletedNotice } from './deleted-notice';
import { FaqItem } from './faq-item';
import { FAQ, FEATURES, HOW_IT_WORKS, TESTIMONIALS } from './landing-content';
import type { PageHandle } from '../../root';

type Columns = { xs?: number; sm?: number; md?: number };

/** A responsive grid of equal columns, in CSS alone. */
function Columns({
  columns,
  gap = 3,
  sx,
  children,
}: {
  columns: Columns;
  gap?: number | Columns;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [
      breakpoint,
      `repeat(${count}, minmax(0, 1fr))`,
    ]),
  );
  return (
    <Box
      sx={[
        { display: 'grid', gridTemplateColumns: template, gap },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

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

export const meta = () => [{ title: 'MoodCraft' }];

/** Complete as rendered at build time: opened directly, it loads no script (see root.tsx). */
export const handle: PageHandle = { scripts: false };

export default function LandingPage() {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={(theme) => ({
          background: 'linear-gradient(160deg, #e5f1f1 0%, #f7f4ef 55%, #fbe9e2 100%)',
          py: { xs: 7, md: 12 },
          ...theme.applyStyles('dark', {
            background: 'linear-gradient(160deg, #14292c 0%, #0f1719 60%, #2a1c18 100%)',
          }),
        })}
      >
        <Container maxWidth="lg">
          <DeletedNotice />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
              gap: { xs: 5, md: 8 },
              alignItems: 'center',
            }}
          >
            <div>
              <Typography
                id="hero-title"
                variant="h2"
                component="h1"
                sx={{
                  fontSize: { xs: '2.3rem', sm: '3rem', md: '3.5rem' },
                  lineHeight: 1.1,
                  mb: 2.5,
                }}
              >
                Craft Your Path to Emotional Wellbeing
              </Typography>
              <Typography
                variant="h6"
                component="p"
                color="text.secondary"
                sx={{ fontWeight: 400, mb: 4, maxWidth: 560 }}
              >
                Your personal AI-powered mental health companion for daily emotional support and
                growth
              </Typography>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
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
              </Box>
            </div>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <Box
                component="img"
                src="/hero.svg"
                alt=""
                width={520}
                height={420}
                sx={{ width: '100%', height: 'auto', display: 'block' }}
              />
            </Box>
          </Box>
        </Container>
      </Box>

      <Container
        component="section"
        aria-labelledby="how-title"
        maxWidth="lg"
        sx={{ py: { xs: 7, md: 10 } }}
      >
        <SectionHeading
          id="how-title"
          title="How it Works"
          subtitle="Three small steps, a few minutes a day."
        />
        <Columns columns={{ xs: 1, md: 3 }}>
          {HOW_IT_WORKS.map((step, index) => (
            <div key={step.title}>
              <Box
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                  alignItems: { xs: 'flex-start', md: 'center' },
                  textAlign: { md: 'center' },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    width: 48,
                    height: 48,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    fontSize: '1.25rem',
                  }}
                >
                  {index + 1}
                </Box>
                <Typography variant="h6" component="h3">
                  {step.title}
                </Typography>
                <Typography color="text.secondary">{step.text}</Typography>
              </Box>
            </div>
          ))}
        </Columns>
      </Container>

      <Box
        component="section"
        aria-labelledby="features-title"
        sx={{ bgcolor: 'background.paper', py: { xs: 7, md: 10 } }}
      >
        <Container maxWidth="lg">
          <SectionHeading
            id="features-title"
            title="Key Features"
            subtitle="Everything in one calm, private place."
          />
          <Columns columns={{ xs: 1, sm: 2, md: 4 }}>
            {FEATURES.map((feature) => {
              const Icon = FEATURE_ICONS[feature.key];
              return (
                <Paper
                  key={feature.key}
                  variant="outlined"
                  sx={{ height: '100%', overflow: 'hidden' }}
                >
                  <Box sx={{ p: 3 }}>
                    <Icon color="primary" sx={{ fontSize: 36, mb: 1.5 }} aria-hidden />
                    <Typography variant="h6" component="h3" gutterBottom>
                      {feature.title}
                    </Typography>
                    <Typography color="text.secondary" variant="body2" sx={{ lineHeight: 1.7 }}>
                      {feature.text}
                    </Typography>
                  </Box>
                </Paper>
              );
            })}
          </Columns>
          <Box sx={{ textAlign: 'center', mt: 5 }}>
            <Button
              component={RouterLink}
              to={signedIn ? '/dashboard' : '/register'}
              variant="outlined"
              size="large"
            >
              Explore All Features
            </Button>
          </Box>
        </Container>
      </Box>

      <Container
        component="section"
        aria-labelledby="voices-title"
        maxWidth="lg"
        sx={{ py: { xs: 7, md: 10 } }}
      >
        <SectionHeading
          id="voices-title"
          title="In Their Words"
          subtitle="Illustrative stories of how MoodCraft can fit into a day."
        />
        <Columns columns={{ xs: 1, md: 3 }}>
          {TESTIMONIALS.map((t) => (
            <Paper
              key={t.name}
              variant="outlined"
              component="figure"
              sx={{ height: '100%', m: 0, overflow: 'hidden' }}
            >
              <Box
                sx={{
                  p: 3,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                  height: '100%',
                  boxSizing: 'border-box',
                }}
              >
                <StarRating value={t.rating} />
                <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, lineHeight: 1.7 }}>
                  “{t.quote}”
                </Typography>
                <Typography component="figcaption" variant="body2" color="text.secondary">
                  <strong>{t.name}</strong> · {t.role}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Columns>
      </Container>

      <Box
        component="section"
        aria-labelledby="faq-title"
        sx={{ bgcolor: 'background.paper', py: { xs: 7, md: 10 } }}
      >
        <Container maxWidth="md">
          <SectionHeading id="faq-title" title="Frequently Asked Questions" />
          {FAQ.map((item) => (
            <FaqItem key={item.question} question={item.question} answer={item.answer} />
          ))}
        </Container>
      </Box>

      <Container
        component="section"
        aria-labelledby="cta-title"
        maxWidth="md"
        sx={{ py: { xs: 8, md: 10 }, textAlign: 'center' }}
      >
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
