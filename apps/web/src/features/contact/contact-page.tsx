import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Grid,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import DnsOutlinedIcon from '@mui/icons-material/DnsOutlined';
import { CONTACT_BANNER, CONTACT_FAILURE, contactRequest } from '@moodcraft/core/contact/contact';
import { errorMessage } from '../../lib/api-client';
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from '../../lib/form-errors';
import { useMeta } from '../../lib/use-meta';
import { useSendContactMessage } from './api/send-contact-message';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export const meta = () => [{ title: 'Contact Us · MoodCraft' }];

export default function ContactPage() {
  const meta = useMeta();
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  // what went wrong with the last send, told once, above the form (no toast repeats it)
  const [failure, setFailure] = useState('');

  const edited = (field: keyof typeof EMPTY) => () =>
    setErrors((e) => (e[field] ? { ...e, [field]: '' } : e));

  // the fields keep what was typed before the page's script started: read from the form itself
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(
      Object.keys(EMPTY).map((field) => [field, String(data.get(field) ?? '')]),
    );
    const parsed = contactRequest.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setSent(false);
    setFailure('');
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        form.reset();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        setFailure(errorMessage(error, CONTACT_FAILURE));
      },
    });
  };

  const field = (name: keyof typeof EMPTY, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={name}
      onChange={edited(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] || ' '}
      required
      fullWidth
      {...extra}
    />
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Grid container spacing={{ xs: 4, md: 6 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '2.1rem', sm: '2.6rem' }, mb: 2 }}
          >
            Get In Touch
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4, lineHeight: 1.7 }}>
            Questions, ideas or something not working as it should? Send a message to the people who
            run this MoodCraft server and they will reply by e-mail.
          </Typography>
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <DnsOutlinedIcon color="primary" aria-hidden />
              <Typography>
                {meta.data ? `MoodCraft server at ${meta.data.serverHost}` : ' '}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <MailOutlineIcon color="primary" aria-hidden />
              {meta.data ? (
                <Link href={`mailto:${meta.data.supportEmail}`}>{meta.data.supportEmail}</Link>
              ) : (
                <Typography> </Typography>
              )}
            </Stack>
          </Stack>
          <Alert severity="info" sx={{ mt: 4 }}>
            This form is not monitored around the clock. If you are in crisis or thinking about
            harming yourself, please call your local emergency number or a crisis line now.
          </Alert>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
              {sent && (
                <Alert severity="success" sx={{ mb: 3 }} onClose={() => setSent(false)}>
                  {CONTACT_BANNER}
                </Alert>
              )}
              {failure && (
                <Alert severity="error" sx={{ mb: 3 }}>
                  {failure}
                </Alert>
              )}
              <Box
                component="form"
                method="post"
                noValidate
                onSubmit={submit}
                aria-label="Contact form"
              >
                <Grid container columnSpacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    {field('name', 'Name', { autoComplete: 'name' })}
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
                  </Grid>
                  <Grid size={12}>{field('subject', 'Subject')}</Grid>
                  <Grid size={12}>
                    {field('message', 'Message', { multiline: true, minRows: 6 })}
                  </Grid>
                </Grid>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={send.isPending}
                  startIcon={
                    send.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
                  }
                >
                  {send.isPending ? 'Sending...' : 'Send Message'}
                </Button>
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
