import { useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  Grid,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import { CRAFT_MESSAGES, type Craft } from '@moodcraft/core/crafts/crafts';
import { errorMessage } from '../../../lib/api-client';
import { useDebounced } from '../../../lib/use-debounced';
import {
  useCraftSearch,
  useCrafts,
  useDeleteCraft,
  useLikeCraft,
  useTagCraft,
} from '../api/crafts-api';
import { DEFAULT_FILTER, PAGE_SIZE, filterCrafts, type CraftFilter } from '../crafts-filter';
import { CraftCard } from './craft-card';
import { CraftViewDialog } from './craft-view-dialog';
import { FilterDrawer } from './filter-drawer';

type Props = {
  notify: (text: string, severity: 'success' | 'error' | 'info') => void;
  onCreate: () => void;
};

export function MyCrafts({ notify, onCreate }: Props) {
  const crafts = useCrafts();
  const tag = useTagCraft();
  const like = useLikeCraft();
  const remove = useDeleteCraft();
  const [filter, setFilterState] = useState<CraftFilter>(DEFAULT_FILTER);
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [drawer, setDrawer] = useState(false);
  const [viewing, setViewing] = useState<Craft | null>(null);
  const [deleting, setDeleting] = useState<Craft | null>(null);

  /** One tag after another, so each answer already holds the tags added before it. */
  const addTags = async (id: string, added: string[]) => {
    try {
      for (const t of added) await tag.mutateAsync({ id, tag: t });
      notify(added.length > 1 ? CRAFT_MESSAGES.tagsAdded : CRAFT_MESSAGES.tagAdded, 'success');
    } catch (e) {
      notify(errorMessage(e, 'Failed to add the tag'), 'error');
    }
  };

  /** Any change of filter starts again at the first nine. */
  const setFilter = (change: Partial<CraftFilter>) => {
    setFilterState((f) => ({ ...f, ...change }));
    setVisible(PAGE_SIZE);
  };
  const search = useDebounced(filter.search.trim());
  const found = useCraftSearch(search);
  const matching = search ? found.data : crafts.data;
  const list = useMemo(() => filterCrafts(matching ?? [], filter), [matching, filter]);
  const allTags = useMemo(
    () => [...new Set((crafts.data ?? []).flatMap((c) => c.tags))].sort(),
    [crafts.data],
  );
  const filtering =
    filter.search || filter.type !== 'all' || filter.date !== 'all' || filter.tags.length > 0;

  if (crafts.isPending) {
    return (
      <Grid container spacing={2}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (crafts.isError)
    return (
      <Alert severity="error">
        {errorMessage(crafts.error, 'Failed to load your crafts. Please try again later.')}
      </Alert>
    );
  const searchFailed = search !== '' && found.isError;
  if ((crafts.data ?? []).length === 0) {
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            {CRAFT_MESSAGES.noneYet}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Whatever you make stays private to you.
          </Typography>
          <Button variant="contained" onClick={onCreate}>
            Create Your First Craft
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          label="Search crafts"
          value={filter.search}
          onChange={(e) => setFilter({ search: e.target.value })}
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl sx={{ minWidth: 160 }}>
          <InputLabel id="craft-type">Type</InputLabel>
          <Select
            labelId="craft-type"
            label="Type"
            value={filter.type}
            onChange={(e) => setFilter({ type: e.target.value as CraftFilter['type'] })}
          >
            <MenuItem value="all">All</MenuItem>
            <MenuItem value="writing">Writing</MenuItem>
            <MenuItem value="drawing">Drawing</MenuItem>
            <MenuItem value="audio">Audio</MenuItem>
            <MenuItem value="dancing">Dancing</MenuItem>
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 170 }}>
          <InputLabel id="craft-sort">Sort by</InputLabel>
          <Select
            labelId="craft-sort"
            label="Sort by"
            value={filter.sort}
            onChange={(e) => setFilter({ sort: e.target.value as CraftFilter['sort'] })}
          >
            <MenuItem value="newest">Newest</MenuItem>
            <MenuItem value="oldest">Oldest</MenuItem>
            <MenuItem value="title">Title</MenuItem>
            <MenuItem value="popular">Most popular</MenuItem>
          </Select>
        </FormControl>
        <Badge
          color="secondary"
          variant="dot"
          invisible={filter.date === 'all' && filter.tags.length === 0}
        >
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={() => setDrawer(true)}
            sx={{ height: 56, width: { xs: '100%', md: 'auto' } }}
          >
            Filter
          </Button>
        </Badge>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
        {searchFailed
          ? ''
          : search && found.isPending
            ? 'Searching…'
            : `${list.length} ${list.length === 1 ? 'craft' : 'crafts'}`}
      </Typography>
      {searchFailed ? (
        <Alert severity="error">
          {errorMessage(found.error, 'The search failed. Please try again.')}
        </Alert>
      ) : search && found.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : list.length === 0 ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="p" sx={{ mb: 2 }}>
              {CRAFT_MESSAGES.noneFound}
            </Typography>
            <Button variant="contained" onClick={() => setFilter(DEFAULT_FILTER)}>
              Reset Filters
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <Grid container spacing={2}>
            {list.slice(0, visible).map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <CraftCard
                  craft={c}
                  onView={() => setViewing(c)}
                  onDelete={() => setDeleting(c)}
                  onLike={() =>
                    like.mutate(c.id, {
                      onError: (e) =>
                        notify(errorMessage(e, 'Failed to update the favourite'), 'error'),
                    })
                  }
                  onTags={(added) => void addTags(c.id, added)}
                />
              </Grid>
            ))}
          </Grid>
          {visible < list.length && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => setVisible((v) => v + PAGE_SIZE)}>
                See More
              </Button>
            </Box>
          )}
        </>
      )}
      {filtering && list.length > 0 && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => setFilter(DEFAULT_FILTER)}>Reset Filters</Button>
        </Box>
      )}

      <FilterDrawer
        open={drawer}
        value={{ date: filter.date, tags: filter.tags }}
        allTags={allTags}
        onClose={() => setDrawer(false)}
        onApply={(v) => {
          setFilter(v);
          setDrawer(false);
        }}
      />
      <CraftViewDialog craft={viewing} onClose={() => setViewing(null)} />
      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)}>
        <DialogTitle>Delete “{deleting?.title}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>This craft and its file are deleted for good.</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => notify(CRAFT_MESSAGES.deleted, 'success'),
                onError: () => notify(CRAFT_MESSAGES.deleteFailed, 'error'),
                onSettled: () => setDeleting(null),
              })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
