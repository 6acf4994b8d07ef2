import { useState } from 'react';
import { Box, Button, Chip, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  contactSchema,
  SAFETY_PLAN_LIMITS,
  type SafetyContact,
  type SafetyPlanInput,
  type SafetyPlanStep,
} from '@moodcraft/core/safety/safety-plan';

type Props = {
  step: SafetyPlanStep;
  plan: SafetyPlanInput;
  onChange: (plan: SafetyPlanInput) => void;
};

function ItemRow({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{label}</Typography>
      <IconButton aria-label={`Remove “${label}”`} onClick={onRemove} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

/** One step of the guided plan: its question, examples to tap, what is there, and a way to add. */
export function PlanStep({ step, plan, onChange }: Props) {
  const [text, setText] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = plan[step.key];
  const full = items.length >= SAFETY_PLAN_LIMITS.items;
  const labelOf = (item: string | SafetyContact) =>
    typeof item === 'string' ? item : item.phone ? `${item.name} · ${item.phone}` : item.name;
  const has = (value: string) =>
    items.some((i) => (typeof i === 'string' ? i : i.name).toLowerCase() === value.toLowerCase());

  const set = (next: (string | SafetyContact)[]) => onChange({ ...plan, [step.key]: next });

  const add = (value: string, number = '') => {
    const trimmed = value.trim();
    if (!trimmed)
      return setError(
        step.kind === 'contacts' ? 'Please add a name' : 'Please write something to add',
      );
    if (has(trimmed)) return setError('That is already on your plan');
    if (step.kind === 'contacts') {
      const parsed = contactSchema.safeParse({ name: trimmed, phone: number });
      if (!parsed.success)
        return setError(parsed.error.issues[0]?.message ?? 'Please check this contact');
      set([...(items as SafetyContact[]), parsed.data]);
    } else {
      if (trimmed.length > SAFETY_PLAN_LIMITS.text)
        return setError(`Please keep it to ${SAFETY_PLAN_LIMITS.text} characters`);
      set([...(items as string[]), trimmed]);
    }
    setText('');
    setPhone('');
    setError(null);
  };

  return (
    <Stack spacing={2.5}>
      <Typography sx={{ fontSize: '1.05rem' }}>{step.question}</Typography>

      <Box>
        <Typography
          variant="body2"
          color="text.secondary"
          id={`${step.key}-examples`}
          sx={{ mb: 1 }}
        >
          Examples: tap one to use it as it is, or write your own.
        </Typography>
        <Stack
          direction="row"
          aria-labelledby={`${step.key}-examples`}
          role="group"
          sx={{ gap: 1, flexWrap: 'wrap' }}
        >
          {step.examples.map((example) => (
            <Chip
              key={example}
              label={example}
              icon={<AddIcon />}
              variant="outlined"
              onClick={() => (step.kind === 'contacts' ? setText(example) : add(example))}
              disabled={full || has(example)}
            />
          ))}
        </Stack>
      </Box>

      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={`${step.title} on your plan`}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((item, i) => (
            <ItemRow
              key={`${labelOf(item)}-${i}`}
              label={labelOf(item)}
              onRemove={() => set(items.filter((_, j) => j !== i))}
            />
          ))}
        </Box>
      )}

      <Stack
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          add(text, phone);
        }}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={step.kind === 'contacts' ? 'Name' : 'Add your own'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(error)}
          helperText={
            error ?? (full ? `This step holds at most ${SAFETY_PLAN_LIMITS.items} items` : ' ')
          }
          disabled={full}
          fullWidth
          size="small"
          slotProps={{
            htmlInput: {
              maxLength:
                step.kind === 'contacts' ? SAFETY_PLAN_LIMITS.name : SAFETY_PLAN_LIMITS.text,
            },
          }}
        />
        {step.kind === 'contacts' && (
          <TextField
            label="Phone (optional)"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            disabled={full}
            size="small"
            helperText=" "
            sx={{ minWidth: { sm: 200 } }}
            slotProps={{
              htmlInput: {
                maxLength: SAFETY_PLAN_LIMITS.phone,
                inputMode: 'tel',
                autoComplete: 'off',
              },
            }}
          />
        )}
        <Button
          type="submit"
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={full}
          sx={{ flexShrink: 0, height: 40 }}
        >
          Add
        </Button>
      </Stack>
    </Stack>
  );
}
