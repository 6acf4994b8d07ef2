import { Button, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ARTICLE_CATEGORIES } from '../dashboard-content';

/** The self-help categories, each a way into the articles. */
export function ArticleCategories() {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="h2">
          Self-Help Articles
        </Typography>
        <Button component={RouterLink} to="/self-help">
          View All
        </Button>
      </Stack>
      <Grid container spacing={2}>
        {ARTICLE_CATEGORIES.map((c) => (
          <Grid key={c.title} size={{ xs: 12, sm: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`/self-help?category=${encodeURIComponent(c.title)}`}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                    {c.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {c.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
