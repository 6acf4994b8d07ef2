import {
  Box,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { EMOTIONS, capitalise, findEmotion } from '@moodcraft/core/emotions/catalogue';
import type { ImportPreview } from '@moodcraft/core/data/import-api';
import { pleasantnessLabel } from '@moodcraft/core/moods/pleasantness';

/** What a label counts as: how its days felt (`pleasantness`), the feeling and its intensity. */
export type LabelChoice = {
  score: number;
  pleasantness: number;
  primaryEmotion: string;
  subEmotion: string;
};

type Props = {
  labels: ImportPreview['labels'];
  mapping: Record<string, LabelChoice>;
  onChange: (label: string, change: Partial<LabelChoice>) => void;
};

const SCORES = Array.from({ length: 10 }, (_, i) => i + 1);
const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

type ControlsProps = {
  label: string;
  choice: LabelChoice;
  onChange: Props['onChange'];
};

/** How the label's days felt overall, 1 very unpleasant to 10 very pleasant. */
function MoodSelect({ label, choice, onChange }: ControlsProps) {
  return (
    <Select
      size="small"
      value={choice.pleasantness}
      onChange={(e) => onChange(label, { pleasantness: Number(e.target.value) })}
      renderValue={(n) => String(n)}
      inputProps={{ 'aria-label': `Mood for ${label}` }}
    >
      {SCORES.map((n) => (
        <MenuItem key={n} value={n}>
          {n} · {pleasantnessLabel(n)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** How strongly the feeling was felt, 1 to 10. */
function IntensitySelect({ label, choice, onChange }: ControlsProps) {
  return (
    <Select
      size="small"
      value={choice.score}
      onChange={(e) => onChange(label, { score: Number(e.target.value) })}
      inputProps={{ 'aria-label': `Intensity for ${label}` }}
    >
      {SCORES.map((n) => (
        <MenuItem key={n} value={n}>
          {n}
        </MenuItem>
      ))}
    </Select>
  );
}

function EmotionSelect({ label, choice, onChange }: ControlsProps) {
  return (
    <Select
      size="small"
      value={choice.primaryEmotion}
      onChange={(e) => onChange(label, { primaryEmotion: e.target.value })}
      inputProps={{ 'aria-label': `Emotion for ${label}` }}
    >
      {EMOTIONS.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {e.label}
        </MenuItem>
      ))}
    </Select>
  );
}

function FeelingSelect({ label, choice, onChange }: ControlsProps) {
  return (
    <Select
      size="small"
      value={choice.subEmotion}
      onChange={(e) => onChange(label, { subEmotion: e.target.value })}
      inputProps={{ 'aria-label': `Feeling for ${label}` }}
    >
      {findEmotion(choice.primaryEmotion)!.subEmotions.map((s) => (
        <MenuItem key={s} value={s}>
          {capitalise(s)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** On a phone: one block per label, its choices under its name, nothing wider than the screen. */
function MappingList({ labels, mapping, onChange }: Props) {
  return (
    <Box component="ul" aria-label="Mood labels" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {labels.map((l) => {
        const choice = mapping[l.label];
        if (!choice) return null;
        const controls = { label: l.label, choice, onChange };
        return (
          <Box
            component="li"
            key={l.label}
            sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:last-of-type': { pb: 0 } }}
          >
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{l.label}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {entries(l.count)}
              </Typography>
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: '5rem minmax(0, 1fr)',
                columnGap: 1,
                rowGap: 1,
                '& .MuiInputBase-root': { width: '100%' },
              }}
            >
              {/* the visible words are part of each control's name ("Mood for rad") */}
              <Typography variant="caption" color="text.secondary" aria-hidden sx={{ mb: -0.5 }}>
                Mood
              </Typography>
              <Typography variant="caption" color="text.secondary" aria-hidden sx={{ mb: -0.5 }}>
                Feeling
              </Typography>
              <MoodSelect {...controls} />
              <EmotionSelect {...controls} />
              <Typography variant="caption" color="text.secondary" aria-hidden sx={{ mb: -0.5 }}>
                Intensity
              </Typography>
              <Box sx={{ gridColumn: 2, gridRow: 'span 2', alignSelf: 'end' }}>
                <FeelingSelect {...controls} />
              </Box>
              <IntensitySelect {...controls} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** On a wider screen: a table, one row per label. */
function MappingTable({ labels, mapping, onChange }: Props) {
  return (
    <Table size="small" aria-label="Mood labels">
      <TableHead>
        <TableRow>
          <TableCell>Label</TableCell>
          <TableCell>Entries</TableCell>
          <TableCell>Mood</TableCell>
          <TableCell>Intensity</TableCell>
          <TableCell>Feeling</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {labels.map((l) => {
          const choice = mapping[l.label];
          if (!choice) return null;
          const controls = { label: l.label, choice, onChange };
          return (
            <TableRow key={l.label}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{l.label}</TableCell>
              <TableCell>{l.count}</TableCell>
              <TableCell>
                <MoodSelect {...controls} />
              </TableCell>
              <TableCell>
                <IntensitySelect {...controls} />
              </TableCell>
              <TableCell>
                <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <EmotionSelect {...controls} />
                  <FeelingSelect {...controls} />
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** How each mood label of the file will count: a table, or a list where a table would not fit. */
export function LabelMapping(props: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <MappingList {...props} /> : <MappingTable {...props} />;
}
