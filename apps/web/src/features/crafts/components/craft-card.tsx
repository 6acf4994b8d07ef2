import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import GraphicEq from '@mui/icons-material/GraphicEq';
import Movie from '@mui/icons-material/Movie';
import { capitalise } from '@moodcraft/core/emotions/catalogue';
import type { Craft } from '@moodcraft/core/crafts/crafts';
import { previewText } from '../crafts-filter';
import { formatDate } from '../../../lib/dates';
import { useTagDraft } from './use-tag-draft';

type Props = {
  craft: Craft;
  onView: () => void;
  onDelete: () => void;
  onLike: () => void;
  /** the new tags typed or pasted into the card's tag box */
  onTags: (tags: string[]) => void;
};

const when = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

export function CraftCard({ craft, onView, onDelete, onLike, onTags }: Props) {
  const tag = useTagDraft(craft.tags, onTags);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          height: 140,
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {craft.type === 'drawing' && (
          <Box
            component="img"
            src={craft.content}
            alt={`Drawing: ${craft.title}`}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', bgcolor: '#fff' }}
          />
        )}
        {craft.type === 'writing' && (
          <Typography
            variant="body2"
            sx={{
              p: 2,
              alignSelf: 'stretch',
              overflow: 'hidden',
              lineHeight: 1.6,
              color: 'text.secondary',
            }}
          >
            {previewText(craft)}
          </Typography>
        )}
        {craft.type === 'audio' && (
          <GraphicEq sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        )}
        {craft.type === 'dancing' && (
          <Movie sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="overline" color="text.secondary">
          {capitalise(craft.type)} · {when(craft.createdAt)}
        </Typography>
        <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {craft.title}
        </Typography>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          {craft.tags.map((t) => (
            <Chip key={t} label={t} size="small" variant="outlined" />
          ))}
        </Stack>
        <TextField
          size="small"
          placeholder="Add a tag"
          value={tag.draft}
          onChange={tag.onChange}
          onKeyDown={tag.onKeyDown}
          error={Boolean(tag.error)}
          helperText={tag.error}
          fullWidth
          sx={{ mt: 1.5 }}
          slotProps={{
            htmlInput: { 'aria-label': `Add a tag to ${craft.title}`, onPaste: tag.onPaste },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    onClick={tag.commit}
                    aria-label={`Add tag to ${craft.title}`}
                    edge="end"
                  >
                    <AddIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button variant="outlined" size="small" onClick={onView} aria-label={`View ${craft.title}`}>
          View
        </Button>
        <Box>
          <Tooltip title={craft.likes ? 'Remove from favourites' : 'Add to favourites'}>
            <IconButton
              onClick={onLike}
              aria-pressed={craft.likes > 0}
              aria-label={`Favourite ${craft.title}`}
            >
              {craft.likes ? <Favorite color="secondary" /> : <FavoriteBorder />}
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton onClick={onDelete} aria-label={`Delete ${craft.title}`}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Box>
      </CardActions>
    </Card>
  );
}
