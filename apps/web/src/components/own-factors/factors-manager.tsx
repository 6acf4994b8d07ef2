import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  IconButton,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import {
  OWN_FACTOR_COLOUR_KEYS,
  OWN_FACTOR_COLOURS,
  OWN_FACTOR_LIMIT,
  OWN_FACTOR_NAME_MAX,
  ownFactorName,
  type OwnFactor,
  type OwnFactorColour,
} from '@moodcraft/core/emotions/own-factors';
import { errorMessage } from '../../lib/api-client';
import { apiFieldErrors } from '../../lib/form-errors';
import {
  useAddOwnFactor,
  useDeleteOwnFactor,
  useOwnFactors,
  useReorderOwnFactors,
  useUpdateOwnFactor,
} from '../../lib/own-factors';
import { ColourDot } from './factor-colour';

type Status = { severity: 'success' | 'info' | 'error'; text: string } | null;

/** The name's first problem as the server would say it, checked before sending. */
const nameError = (name: string) => {
  const parsed = ownFactorName.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Name is required');
};

/** Colours as a row of round choices, each named for screen readers and moved with the arrows. */
function ColourChoice({
  value,
  onChange,
}: {
  value: OwnFactorColour;
  onChange: (c: OwnFactorColour) => void;
}) {
  const labelId = useId();
  return (
    <Box>
      <FormLabel id={labelId} sx={{ display: 'block', mb: 0.5 }}>
        Colour: {OWN_FACTOR_COLOURS[value].label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(e) => onChange(e.target.value as OwnFactorColour)}
        sx={{ gap: 0.5 }}
      >
        {OWN_FACTOR_COLOUR_KEYS.map((c) => (
          <Radio
            key={c}
            value={c}
            slotProps={{ input: { 'aria-label': OWN_FACTOR_COLOURS[c].label } }}
            icon={<ColourDot colour={c} size={24} />}
            checkedIcon={
              <Box
                component="span"
                sx={{
                  display: 'inline-flex',
                  p: '2px',
                  borderRadius: '50%',
                  outline: 2,
                  outlineColor: 'text.primary',
                  outlineOffset: 1,
                }}
              >
                <ColourDot colour={c} size={20} />
              </Box>
            }
            sx={{ p: 1 }}
          />
        ))}
      </RadioGroup>
    </Box>
  );
}

/** Change one factor: its name, colour and whether it is one of the good things. */
function EditFactorDialog({
  factor,
  onClose,
  onSaved,
}: {
  factor: OwnFactor | null;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const update = useUpdateOwnFactor();
  const [name, setName] = useState('');
  const [colour, setColour] = useState<OwnFactorColour>('teal');
  const [positive, setPositive] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!factor) return;
    const problem = nameError(name);
    if (problem) return setError(problem);
    update.mutate(
      { id: factor.id, body: { name, colour, positive } },
      {
        onSuccess: (saved) => {
          onSaved(`${saved.name} is saved.`);
          onClose();
        },
        onError: (e) =>
          setError(apiFieldErrors(e).name ?? errorMessage(e, 'The factor could not be saved.')),
      },
    );
  };

  return (
    <Dialog
      open={factor !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onEnter: () => {
            setName(factor?.name ?? '');
            setColour(factor?.colour ?? 'teal');
            setPositive(factor?.positive ?? false);
            setError(null);
            update.reset();
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id={titleId}>Edit factor</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? 'Entries with this factor will show the new name.'}
              slotProps={{ htmlInput: { maxLength: OWN_FACTOR_NAME_MAX } }}
              fullWidth
            />
            <ColourChoice value={colour} onChange={setColour} />
            <FormControlLabel
              control={
                <Switch checked={positive} onChange={(e) => setPositive(e.target.checked)} />
              }
              label="A good thing for me (marked as positive among your triggers)"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * A person's own factors: add, rename, colour, mark as good, hide or show, put in order (with
 * Move up and Move down buttons, so the keyboard can do it all), and delete one no entry names.
 * Used in Settings and from the mood form.
 */
export function FactorsManager() {
  const factors = useOwnFactors();
  const add = useAddOwnFactor();
  const update = useUpdateOwnFactor();
  const reorder = useReorderOwnFactors();
  const remove = useDeleteOwnFactor();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [editing, setEditing] = useState<OwnFactor | null>(null);
  // after a move, the focus stays on the button that moved the factor (or its other one at an end)
  const [moved, setMoved] = useState<{ id: string; way: 'up' | 'down' } | null>(null);
  const list = factors.data ?? [];
  const full = list.length >= OWN_FACTOR_LIMIT;
  const helpId = useId();

  useEffect(() => {
    if (!moved) return;
    const button = (way: string) =>
      document.getElementById(`factor-${moved.id}-${way}`) as HTMLButtonElement | null;
    const same = button(moved.way);
    (same && !same.disabled ? same : button(moved.way === 'up' ? 'down' : 'up'))?.focus();
  }, [moved, factors.data]);

  const fail = (fallback: string) => (e: unknown) =>
    setStatus({ severity: 'error', text: errorMessage(e, fallback) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameError(name);
    if (problem) return setNameProblem(problem);
    add.mutate(
      { name },
      {
        onSuccess: (added) => {
          setName('');
          setStatus({ severity: 'success', text: `${added.name} is added.` });
        },
        onError: (e) => {
          const field = apiFieldErrors(e).name;
          if (field) setNameProblem(field);
          else fail('The factor could not be added.')(e);
        },
      },
    );
  };

  const move = (index: number, way: 'up' | 'down') => {
    const ids = list.map((f) => f.id);
    const other = way === 'up' ? index - 1 : index + 1;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    setMoved({ id: list[index]!.id, way });
    reorder.mutate(ids, { onError: fail('The new order could not be saved.') });
  };

  const setHidden = (factor: OwnFactor, hidden: boolean) =>
    update.mutate(
      { id: factor.id, body: { hidden } },
      {
        onSuccess: () =>
          setStatus({
            severity: 'success',
            text: hidden
              ? `${factor.name} is hidden: entries keep it, and it is no longer offered.`
              : `${factor.name} is offered again.`,
          }),
        onError: fail('The factor could not be changed.'),
      },
    );

  const del = (factor: OwnFactor) =>
    remove.mutate(factor.id, {
      onSuccess: (message) =>
        setStatus(
          message
            ? { severity: 'info', text: message }
            : { severity: 'success', text: `${factor.name} is deleted.` },
        ),
      onError: fail('The factor could not be deleted.'),
    });

  return (
    <Stack spacing={2}>
      <Typography id={helpId} variant="body2" color="text.secondary">
        Add what plays a part in your days beside the 18 built-in factors, up to {OWN_FACTOR_LIMIT}.
        They show after the built-in ones when you log a mood, and in your insights, filters and
        export. A hidden factor stays on the entries that have it; it is just not offered any more.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="New factor"
          size="small"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameProblem(null);
          }}
          error={Boolean(nameProblem)}
          helperText={
            nameProblem ??
            (full ? `You have ${OWN_FACTOR_LIMIT}, the most there can be.` : 'For example: Piano')
          }
          disabled={full}
          slotProps={{ htmlInput: { maxLength: OWN_FACTOR_NAME_MAX } }}
          sx={{ flex: '1 1 14rem' }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={full || add.isPending}
          sx={{ minHeight: 40 }}
        >
          {add.isPending ? 'Adding...' : 'Add factor'}
        </Button>
      </Box>
      {/* always there, so what it says is read out; no room taken while it is empty */}
      <Box aria-live="polite" sx={status ? undefined : { '&&': { mt: 0 } }}>
        {status && (
          <Alert severity={status.severity} onClose={() => setStatus(null)}>
            {status.text}
          </Alert>
        )}
      </Box>
      {factors.isError && (
        <Alert severity="error">
          {errorMessage(factors.error, 'Your factors could not be loaded.')}
        </Alert>
      )}
      {factors.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary">You have no factors of your own yet.</Typography>
      ) : (
        <List disablePadding aria-label="Your factors">
          {list.map((f, index) => (
            <ListItem
              key={f.id}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1, py: 1, alignItems: 'center' }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flex: '1 1 12rem', minWidth: 0 }}
              >
                <ColourDot colour={f.colour} size={14} />
                <Box
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    minWidth: 0,
                  }}
                >
                  <Typography
                    sx={{
                      fontWeight: 500,
                      overflowWrap: 'anywhere',
                      color: f.hidden ? 'text.secondary' : 'text.primary',
                    }}
                  >
                    {f.name}
                  </Typography>
                  {f.positive && (
                    <Chip size="small" label="Positive" color="success" variant="outlined" />
                  )}
                  {f.hidden && <Chip size="small" label="Hidden" variant="outlined" />}
                </Box>
              </Stack>
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center', ml: 'auto' }}
              >
                <IconButton
                  id={`factor-${f.id}-up`}
                  aria-label={`Move ${f.name} up`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, 'up')}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
                <IconButton
                  id={`factor-${f.id}-down`}
                  aria-label={`Move ${f.name} down`}
                  disabled={index === list.length - 1 || reorder.isPending}
                  onClick={() => move(index, 'down')}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
                <Button
                  size="small"
                  onClick={() => setEditing(f)}
                  aria-label={`Edit ${f.name}`}
                  sx={{ minHeight: 40 }}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  onClick={() => setHidden(f, !f.hidden)}
                  aria-label={`${f.hidden ? 'Show' : 'Hide'} ${f.name}`}
                  disabled={update.isPending}
                  sx={{ minHeight: 40 }}
                >
                  {f.hidden ? 'Show' : 'Hide'}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => del(f)}
                  aria-label={`Delete ${f.name}`}
                  disabled={remove.isPending}
                  sx={{ minHeight: 40 }}
                >
                  Delete
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <EditFactorDialog
        factor={editing}
        onClose={() => setEditing(null)}
        onSaved={(text) => setStatus({ severity: 'success', text })}
      />
    </Stack>
  );
}
