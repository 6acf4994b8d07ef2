import { Alert, AlertTitle, Container } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { useOnline } from '../lib/use-online';

type Props = {
  /** a signed-in person also hears what opens without a connection */
  signedIn: boolean;
};

/**
 * Shown above the page while the browser has no connection: what is on the page stays, and
 * what it still needs arrives by itself once the connection returns.
 */
export function OfflineNotice({ signedIn }: Props) {
  const online = useOnline();
  if (online) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 } }}>
      <Alert severity="info" icon={<CloudOffOutlined />} role="status">
        <AlertTitle>You’re offline</AlertTitle>
        What is already here stays readable, and this page will fill in when you’re back online.
        {signedIn &&
          ' Articles you made available offline and your safety plan open without a connection.'}
      </Alert>
    </Container>
  );
}
