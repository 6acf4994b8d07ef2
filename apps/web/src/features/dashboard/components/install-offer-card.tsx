import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import InstallMobile from '@mui/icons-material/InstallMobile';
import { useInstallOffer } from '../../../lib/install-offer';

/** Check-ins before the app offers to be installed: a person who has begun to use it. */
export const INSTALL_AFTER_ENTRIES = 3;

/**
 * The offer to add MoodCraft to the home screen, made once a person has a few check-ins and only
 * where the browser can install it; "No thanks" is for good.
 */
export function InstallOfferCard({ entries }: { entries: number }) {
  const offer = useInstallOffer();
  if (!offer.available || entries < INSTALL_AFTER_ENTRIES) return null;
  return (
    <Grid size={12}>
      <Card component="section" aria-labelledby="install-offer-title">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <InstallMobile color="primary" aria-hidden sx={{ mt: 0.25 }} />
            <div>
              <Typography id="install-offer-title" variant="h6" component="h2">
                Keep MoodCraft on your home screen
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
                It opens like an app, a check-in is one tap away, and your safety plan is there even
                without a connection.
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={() => void offer.install()}>
                  Install
                </Button>
                <Button onClick={offer.decline}>No thanks</Button>
              </Stack>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </Grid>
  );
}
