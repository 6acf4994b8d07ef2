import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { emotionLabel, findEmotion } from '@moodcraft/core/emotions/catalogue';
import type { ImportPreview, ImportResult } from '@moodcraft/core/data/import-api';
import { api, ApiError, errorMessage } from '../../../lib/api-client';
import { formatEntryDate } from './entry-card';
import { LabelMapping, type LabelChoice } from './label-mapping';
import { factorsAddedText, factorsFit, ImportFactors } from './import-factors';
import {
  importLabel,
  emptyTrackersToAdd,
  ImportTrackers,
  newTrackerValues,
  trackersImportedText,
} from './import-trackers';

type Mapping = Record<string, LabelChoice>;

const FORMAT_NAMES = {
  moodcraft: 'MoodCraft export',
  daylio: 'Daylio export',
  bearable: 'Bearable export',
} as const;

export function ImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (r: ImportResult) => void;
}) {
  const client = useQueryClient();
  const [content, setContent] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  // what the person changed of the mapping the preview suggests
  const [edits, setEdits] = useState<Mapping>({});
  // whether the trackers the file needs and the person lacks are added (the preview lists them)
  const [addTrackers, setAddTrackers] = useState(true);
  // whether activities that are not factors yet become the person's own (the preview lists them)
  const [addFactors, setAddFactors] = useState(true);
  const preview = useMutation({
    mutationFn: (text: string) =>
      api<ImportPreview>('/moods/import/preview', {
        method: 'POST',
        body: { content: text, addTrackers: true },
      }),
  });
  const data = preview.data;
  // drawn with the preview itself, in the same render: the dialog takes its final shape at once
  const mapping = useMemo<Mapping>(
    () => ({
      ...Object.fromEntries(
        (data?.labels ?? []).map((l) => [
          l.label,
          {
            score: l.score,
            pleasantness: l.pleasantness,
            primaryEmotion: l.primaryEmotion,
            subEmotion: l.subEmotion,
          },
        ]),
      ),
      ...edits,
    }),
    [data, edits],
  );
  const run = useMutation({
    mutationFn: () =>
      api<ImportResult>('/moods/import', {
        method: 'POST',
        // the trackers to add, when the preview listed some
        body: {
          content,
          mapping,
          ...(data?.trackers?.some((t) => t.new) ? { addTrackers } : {}),
          ...(data?.newFactors?.length ? { addFactors: addFactors && factorsFit(data) } : {}),
        },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['moods'] });
      void client.invalidateQueries({ queryKey: ['trackers'] });
      void client.invalidateQueries({ queryKey: ['factors'] });
    },
  });

  const reset = () => {
    setContent(null);
    setFileName('');
    setEdits({});
    setAddTrackers(true);
    setAddFactors(true);
    preview.reset();
    run.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    reset();
    const text = await file.text();
    setFileName(file.name);
    setContent(text);
    preview.mutate(text);
  };

  const setLabel = (label: string, change: Partial<Mapping[string]>) =>
    setEdits((e) => {
      const next = { ...mapping[label]!, ...e[label], ...change };
      if (change.primaryEmotion)
        next.subEmotion = findEmotion(change.primaryEmotion)!.subEmotions[0]!;
      return { ...e, [label]: next };
    });

  const problems =
    preview.error instanceof ApiError ? preview.error.errors.map((e) => e.message) : [];

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth>
      <DialogTitle>Import mood history</DialogTitle>
      <DialogContent>
        {run.data ? (
          <Alert severity="success">
            Imported {run.data.imported} {run.data.imported === 1 ? 'entry' : 'entries'}
            {run.data.skipped ? `; ${run.data.skipped} were already here and were skipped` : ''}.
            {run.data.trackers && ` ${trackersImportedText(run.data.trackers)}`}
            {factorsAddedText(run.data) && ` ${factorsAddedText(run.data)}`}
          </Alert>
        ) : (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              Bring your history from a MoodCraft export (JSON), Daylio (CSV) or Bearable (CSV). You
              will see what the file holds before anything is saved, and importing the same file
              twice adds nothing.
            </DialogContentText>
            <Button component="label" variant="outlined" startIcon={<UploadFile />}>
              {fileName ? 'Choose another file' : 'Choose a file'}
              <input
                type="file"
                accept=".csv,.json,text/csv,application/json"
                hidden
                aria-label="Export file to import"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
            </Button>
            {fileName && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {fileName}
              </Typography>
            )}
            {preview.isPending && <Typography sx={{ mt: 2 }}>Reading the file…</Typography>}
            {preview.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problems.length > 1 ? (
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {problems.slice(0, 8).map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </Box>
                ) : (
                  errorMessage(preview.error, 'This file could not be read.')
                )}
              </Alert>
            )}
            {data && (
              <Box sx={{ mt: 2 }}>
                <Alert severity="info" sx={{ mb: 2 }}>
                  {FORMAT_NAMES[data.format]}: {data.total} {data.total === 1 ? 'entry' : 'entries'}
                  {data.duplicates
                    ? `, of which ${data.duplicates} are already here and will be skipped`
                    : ''}
                  .
                </Alert>
                {data.labels.length > 0 && (
                  <>
                    <Typography sx={{ fontWeight: 600, mb: 1 }}>
                      How should each Daylio mood count?
                    </Typography>
                    <LabelMapping labels={data.labels} mapping={mapping} onChange={setLabel} />
                  </>
                )}
                {data.sample.length > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    First entry: {formatEntryDate(data.sample[0]!.date)} ·{' '}
                    {emotionLabel(data.sample[0]!.primaryEmotion)} · mood{' '}
                    {data.sample[0]!.pleasantness}/10 · intensity {data.sample[0]!.score}/10
                  </Typography>
                )}
                {data.format !== 'moodcraft' && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Activities that match a factor become that factor. Other activities, and how you
                    slept (good, medium or bad sleep), are kept in each entry’s notes.
                  </Typography>
                )}
                <ImportFactors preview={data} add={addFactors} onAdd={setAddFactors} />
                {data.trackers && (
                  <ImportTrackers
                    trackers={data.trackers}
                    add={addTrackers}
                    onAdd={setAddTrackers}
                  />
                )}
              </Box>
            )}
            {run.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(run.error, 'The import failed; nothing was saved.')}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {run.data ? (
          <Button
            variant="contained"
            onClick={() => {
              onImported(run.data!);
              close();
            }}
          >
            Done
          </Button>
        ) : (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="contained"
              disabled={
                !data ||
                run.isPending ||
                (data.total === data.duplicates &&
                  newTrackerValues(data.trackers, addTrackers) === 0 &&
                  emptyTrackersToAdd(data.trackers, addTrackers) === 0)
              }
              onClick={() => run.mutate()}
            >
              {run.isPending
                ? 'Importing...'
                : data
                  ? importLabel(
                      data.total - data.duplicates,
                      newTrackerValues(data.trackers, addTrackers),
                      emptyTrackersToAdd(data.trackers, addTrackers),
                    )
                  : 'Import'}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
