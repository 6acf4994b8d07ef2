import { Activity, memo, useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFile from '@mui/icons-material/UploadFile';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MOOD_MESSAGES, type MoodEntry, type MoodEntryInput } from '@moodcraft/core/moods/moods';
import { findChoice } from '@moodcraft/core/emotions/catalogue';
import { AppSnackbar, useSnackbar } from '../../components/app-snackbar';
import { MoodLineChart } from '../../components/charts/mood-line-chart';
import { CrisisCard } from '../../components/crisis-card';
import type { Helpline } from '@moodcraft/core/companion/helplines';
import { ApiError, NetworkError } from '../../lib/api-client';
import {
  prefetchInsights,
  prefetchMoodTracker,
  useDeleteMood,
  useInsights,
  useMoodPages,
  usePrefetchYearInsights,
  useSaveMood,
  useWaitingMoods,
} from './api/moods-api';
import { hasStoredSession } from '../../app/auth-context';
import { CalendarHeatmap } from './components/calendar-heatmap';
import { EntriesPanel } from './components/entries-panel';
import { isWaiting, type WaitingEntry } from '../../lib/offline-moods/queue';
import { discardWaiting, onFlushed, startMoodSync } from '../../lib/offline-moods/sync';
import { flushedText, WAITING_SAVED } from '../../lib/offline-moods/texts';
import {
  FilterDialog,
  NO_FILTER,
  isFiltering,
  listFilter,
  type MoodFilter,
} from './components/filter-dialog';
import { ImportDialog } from './components/import-dialog';
import { InsightsError, InsightsPanel, RangeChoice } from './components/insights-panel';
import type { InsightRange } from '@moodcraft/core/moods/analytics';
import { MoodForm } from './components/mood-form';
import { useDrawnLater } from '../../lib/use-drawn-later';
import { useSaveTrackerChanges } from './api/mood-trackers-api';
import type { TrackerChanges } from './tracker-changes';

function saveErrorText(error: unknown) {
  if (error instanceof ApiError)
    return `Failed to save your mood entry: ${error.message || 'Server error'}`;
  if (error instanceof NetworkError)
    return 'Failed to save your mood entry: No response from server';
  return `Failed to save your mood entry: ${(error as Error)?.message ?? 'Server error'}`;
}

/** Anger offers the creative outlet's calming exercises (spec: Frustrated or Angry). */
function creativeOfferFor(entry: MoodEntry) {
  if (entry.primaryEmotion !== 'anger') return null;
  return {
    emotion: entry.subEmotion === 'frustration' ? 'Frustrated' : 'Angry',
    intensity: entry.score,
  };
}

export const meta = () => [{ title: 'Mood Tracker · MoodCraft' }];

/** The page's first reads start with its code (a signed-out visit is sent to /login instead). */
export function clientLoader() {
  if (hasStoredSession()) {
    prefetchMoodTracker();
    // entries kept on this device go out now, and whenever the connection returns
    startMoodSync();
  }
  return null;
}

const NO_WAITING: WaitingEntry[] = [];

const NO_POINTS: MoodEntry[] = [];

/**
 * The Insights tab: this year's figures and the year's calendar, asked for once it is shown, and
 * left as drawn while the person switches tabs.
 */
const InsightsTab = memo(function InsightsTab({ onOpenDay }: { onOpenDay: (day: string) => void }) {
  const [range, setRange] = useState<InsightRange>('month');
  const insights = useInsights(undefined, range);
  // this year's calendar is asked for with the figures, and drawn after them
  usePrefetchYearInsights(new Date().getFullYear());
  return (
    <Stack spacing={3}>
      <RangeChoice value={range} onChange={setRange} />
      {insights.isError && !insights.data ? (
        <InsightsError />
      ) : insights.data ? (
        <Box
          aria-busy={insights.isPlaceholderData}
          sx={{ opacity: insights.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <InsightsPanel insights={insights.data} />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={240} />
      )}
      {/* a year of days, drawn once the figures above it are on screen */}
      {(insights.data || insights.isError) && <YearCalendar onOpenDay={onOpenDay} />}
    </Stack>
  );
});

/** The year's calendar under the insights: mounted after them, drawn a frame later still. */
function YearCalendar({ onOpenDay }: { onOpenDay: (day: string) => void }) {
  const [year, setYear] = useState(new Date().getFullYear());
  const yearInsights = useInsights(year);
  const drawn = useDrawnLater();
  if (!drawn) return null;
  return (
    <Card>
      <CardContent>
        <CalendarHeatmap
          year={year}
          maxYear={new Date().getFullYear()}
          onYearChange={setYear}
          days={yearInsights.data?.calendar.days ?? []}
          onOpenDay={onOpenDay}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The new entry's form, made ready out of sight while the page is idle, so Log New Mood shows it
 * at once; drawn again only when its own props change, so showing it draws nothing anew.
 */
const NewMoodCard = memo(function NewMoodCard({
  round,
  submitting,
  onSubmit,
  onError,
  takeFocus,
  preset,
}: {
  /** a new round, a fresh form (after each save or cancel) */
  round: number;
  submitting: boolean;
  onSubmit: (body: MoodEntryInput, trackers?: TrackerChanges) => void;
  onError: (text: string) => void;
  takeFocus: boolean;
  preset: ReturnType<typeof findChoice>;
}) {
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Log New Mood
        </Typography>
        <MoodForm
          key={round}
          submitting={submitting}
          submitLabel="Save Entry"
          onSubmit={onSubmit}
          withTrackers
          onError={onError}
          takeFocus={takeFocus}
          preset={preset}
        />
      </CardContent>
    </Card>
  );
});

/** The timeline of the loaded entries and the filter's button; left alone by a tab or the form. */
const TimelineCard = memo(function TimelineCard({
  pending,
  points,
  filter,
  onOpenFilter,
  onClearFilter,
}: {
  pending: boolean;
  points: MoodEntry[];
  filter: MoodFilter;
  onOpenFilter: () => void;
  onClearFilter: () => void;
}) {
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            Mood Timeline
          </Typography>
          <Badge color="secondary" variant="dot" invisible={!isFiltering(filter)}>
            <Button
              startIcon={<FilterListIcon />}
              onClick={onOpenFilter}
              variant="outlined"
              size="small"
            >
              Filter
            </Button>
          </Badge>
        </Stack>
        {isFiltering(filter) && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onClearFilter}>
                Clear
              </Button>
            }
          >
            Showing only the entries that match this filter.
          </Alert>
        )}
        {pending ? (
          <Skeleton variant="rounded" height={280} />
        ) : (
          <MoodLineChart
            points={points}
            label="Mood timeline"
            emptyText={
              isFiltering(filter)
                ? 'No entries match this filter.'
                : 'Your moods will show here once you log one.'
            }
          />
        )}
      </CardContent>
    </Card>
  );
});

/**
 * Entries and Insights. Drawn again only when the tab changes: MUI's tabs measure themselves after
 * every render, which on a long page is a layout of all of it.
 */
const SectionTabs = memo(function SectionTabs({
  tab,
  onChange,
}: {
  tab: number;
  onChange: (tab: number) => void;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(_e, v: number) => onChange(v)}
      aria-label="Mood tracker sections"
      sx={{ mb: 2 }}
    >
      <Tab label="Entries" id="mood-tab-0" aria-controls="mood-panel-0" />
      <Tab
        label="Insights"
        id="mood-tab-1"
        aria-controls="mood-panel-1"
        // its figures are asked for as a pointer or the focus comes to the tab
        onPointerEnter={prefetchInsights}
        onFocus={prefetchInsights}
      />
    </Tabs>
  );
});

export default function MoodTrackerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const initialTab = (location.state as { tab?: number } | null)?.tab === 1 ? 1 : 0;
  const [tab, setTab] = useState(initialTab);
  // `?log=1` (the dashboard's Check in) opens the check-in at once, with the focus in it
  const [params, setParams] = useSearchParams();
  const checkInAsked = params.get('log') === '1';
  // a check-in begun on the dashboard carries its feeling and kind (`&emotion=…&kind=…`)
  const [preset] = useState(() => findChoice(params.get('emotion'), params.get('kind')));
  const [logging, setLogging] = useState(checkInAsked);
  const [formRound, setFormRound] = useState(0);
  const closeForm = useCallback(() => {
    setLogging(false);
    setFormRound((round) => round + 1);
  }, []);
  const [focusForm, setFocusForm] = useState(checkInAsked);
  if (checkInAsked && !logging) {
    setLogging(true);
    setFocusForm(true);
  }
  // once opened, the address stops asking, so a reload or Cancel leaves the form closed
  useEffect(() => {
    if (checkInAsked)
      setParams(
        (p) => {
          p.delete('log');
          p.delete('emotion');
          p.delete('kind');
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [checkInAsked, setParams]);
  const [editing, setEditing] = useState<MoodEntry | null>(null);
  // the entry just saved, which takes the focus once its card is drawn
  const [justSaved, setJustSaved] = useState<string | null>(null);
  const focused = useCallback(() => setJustSaved(null), []);
  const [deleting, setDeleting] = useState<MoodEntry | null>(null);
  const [filter, setFilter] = useState<MoodFilter>(NO_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);
  const snackbar = useSnackbar();
  const [offer, setOffer] = useState<{ emotion: string; intensity: number } | null>(null);
  const [support, setSupport] = useState<Helpline[] | null>(null);
  const [importing, setImporting] = useState(false);
  const serverFilter = useMemo(() => listFilter(filter), [filter]);
  const entries = useMoodPages(serverFilter);
  const waiting = useWaitingMoods();
  const save = useSaveMood();
  const remove = useDeleteMood();
  const saveTrackers = useSaveTrackerChanges();

  // what the entries waiting on this device came to once sent: help after a worrying note, and
  // word of any the server refused or another device had changed later
  const { show } = snackbar;
  useEffect(
    () =>
      onFlushed((result) => {
        const help = result.sent.find((entry) => entry.crisis && entry.resources);
        if (help?.resources) setSupport(help.resources);
        const text = flushedText(result);
        if (text) show(text.text, text.severity);
      }),
    [show],
  );

  // a day of the calendar opens as the entries of that day, under the Entries tab
  const openDay = useCallback((day: string) => {
    setFilter({ ...NO_FILTER, from: day, to: day });
    setTab(0);
    document.getElementById('mood-tab-0')?.scrollIntoView({ block: 'start' });
  }, []);
  const visible = useMemo(() => entries.data?.pages.flat() ?? [], [entries.data]);
  const { fetchNextPage } = entries;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const { mutate: saveMood } = save;
  const submit = useCallback(
    (body: MoodEntryInput, editingEntry?: MoodEntry, trackers?: TrackerChanges) => {
      const id = editingEntry?.id;
      saveMood(
        { id, body, basis: editingEntry?.updatedAt },
        {
          onSuccess: ({ entry, waiting: kept }) => {
            const said = kept ? WAITING_SAVED : MOOD_MESSAGES.saved;
            // the tracker values go once the entry is saved: one refused leaves the entry as it is
            void saveTrackers(trackers, kept).then((t) =>
              show(t ? `${said} ${t.text}` : said, t?.severity ?? (kept ? 'info' : 'success')),
            );
            if (!id) closeForm();
            setEditing(null);
            setOffer(id ? null : creativeOfferFor(entry));
            // a new entry takes the focus; after a worrying note the help card takes it instead (an
            // edited entry's dialog gives the focus back to its Edit button)
            if (entry.crisis && entry.resources) setSupport(entry.resources);
            else if (!id) setJustSaved(entry.id);
          },
          onError: (error) => show(saveErrorText(error), 'error'),
        },
      );
    },
    [saveMood, saveTrackers, show, closeForm],
  );
  const submitNew = useCallback(
    (body: MoodEntryInput, trackers?: TrackerChanges) => submit(body, undefined, trackers),
    [submit],
  );
  const showError = useCallback((text: string) => show(text, 'error'), [show]);
  const clearFilter = useCallback(() => setFilter(NO_FILTER), []);
  const logNew = useCallback(() => setLogging(true), []);
  const openFilter = useCallback(() => setFilterOpen(true), []);

  const deletingWaiting = deleting !== null && isWaiting(deleting);

  const confirmDelete = () => {
    if (!deleting) return;
    // one waiting on this device was never sent: it is let go of here
    if (isWaiting(deleting)) {
      void discardWaiting(deleting.id).then(
        () => setDeleting(null),
        () => snackbar.show(MOOD_MESSAGES.deleteFailed, 'error'),
      );
      return;
    }
    remove.mutate(deleting.id, {
      onSuccess: () => setDeleting(null),
      onError: () => {
        setDeleting(null);
        snackbar.show(MOOD_MESSAGES.deleteFailed, 'error');
      },
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 3,
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h4" component="h1">
          Mood Tracker
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="text" startIcon={<UploadFile />} onClick={() => setImporting(true)}>
            Import
          </Button>
          <Button
            variant={logging ? 'outlined' : 'contained'}
            startIcon={logging ? undefined : <AddIcon />}
            onClick={() => {
              setFocusForm(false);
              if (logging) closeForm();
              else setLogging(true);
            }}
            aria-expanded={logging}
          >
            {logging ? 'Cancel' : 'Log New Mood'}
          </Button>
        </Stack>
      </Stack>

      {/* above the form, so the form closing after a save does not move it away from view */}
      {support && (
        <Box sx={{ mb: 3 }}>
          <CrisisCard helplines={support} onDismiss={() => setSupport(null)} takeFocus />
        </Box>
      )}

      {/* the form is made ready out of sight while the page is idle, so Log New Mood shows it at
          once; each time it closes, a fresh one is made ready for the next entry */}
      <Activity mode={logging ? 'visible' : 'hidden'}>
        <NewMoodCard
          round={formRound}
          submitting={save.isPending}
          onSubmit={submitNew}
          onError={showError}
          takeFocus={focusForm}
          preset={preset}
        />
      </Activity>

      {offer && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          onClose={() => setOffer(null)}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void navigate('/creative-outlet', { state: offer })}
            >
              Try an exercise
            </Button>
          }
        >
          Feeling {offer.emotion.toLowerCase()}? A few minutes of making something can take the edge
          off.
        </Alert>
      )}

      <TimelineCard
        pending={entries.isPending}
        points={entries.data?.pages[0] ?? NO_POINTS}
        filter={filter}
        onOpenFilter={openFilter}
        onClearFilter={clearFilter}
      />

      <SectionTabs tab={tab} onChange={setTab} />

      <Box role="tabpanel" id="mood-panel-0" aria-labelledby="mood-tab-0" hidden={tab !== 0}>
        <EntriesPanel
          loaded={entries.data ? visible : undefined}
          failed={entries.isError && !entries.data}
          hasMore={entries.hasNextPage}
          loadingMore={entries.isFetchingNextPage}
          loadMoreFailed={entries.isFetchNextPageError}
          loadMore={loadMore}
          waiting={waiting.data ?? NO_WAITING}
          filter={serverFilter}
          filtering={isFiltering(filter)}
          filterKey={JSON.stringify(filter)}
          onClearFilter={clearFilter}
          onLogNew={logNew}
          justSaved={justSaved}
          onFocused={focused}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </Box>
      <Box role="tabpanel" id="mood-panel-1" aria-labelledby="mood-tab-1" hidden={tab !== 1}>
        {/* drawn out of sight while the page is idle; its figures are asked for once it shows */}
        <Activity mode={tab === 1 ? 'visible' : 'hidden'}>
          <InsightsTab onOpenDay={openDay} />
        </Activity>
      </Box>

      <FilterDialog
        open={filterOpen}
        value={filter}
        onClose={() => setFilterOpen(false)}
        onApply={(f) => {
          setFilter(f);
          setFilterOpen(false);
        }}
      />

      <Dialog open={Boolean(editing)} onClose={() => setEditing(null)} maxWidth="md" fullWidth>
        <DialogTitle>Edit entry</DialogTitle>
        <DialogContent>
          {editing && (
            <Box sx={{ pt: 1 }}>
              <MoodForm
                key={editing.id}
                initial={editing}
                submitting={save.isPending}
                submitLabel="Save Changes"
                onSubmit={(body, trackers) => submit(body, editing, trackers)}
                withTrackers
                onCancel={() => setEditing(null)}
                onError={(text) => snackbar.show(text, 'error')}
              />
            </Box>
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={Boolean(deleting)} onClose={() => setDeleting(null)}>
        <DialogTitle>{deletingWaiting ? 'Discard this entry?' : 'Delete this entry?'}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {deletingWaiting
              ? 'It has not been sent yet: what you wrote on this device will be gone for good.'
              : 'The entry and its notes will be gone for good.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setDeleting(null)}>Keep it</Button>
          <Button
            color="error"
            variant="contained"
            onClick={confirmDelete}
            disabled={remove.isPending}
          >
            {deletingWaiting ? 'Discard' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>

      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(r) =>
          snackbar.show(
            `Imported ${r.imported} ${r.imported === 1 ? 'entry' : 'entries'}`,
            'success',
          )
        }
      />
      <AppSnackbar snackbar={snackbar} duration={4000} />
    </Container>
  );
}
