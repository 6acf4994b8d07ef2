import { useState } from 'react';
import { Chip, Stack, TextField } from '@mui/material';

type Props = {
  title: string;
  onTitle: (title: string) => void;
  tags: string[];
  onTags: (tags: string[]) => void;
  titleError?: string;
};

/** The title every craft needs, and optional tags (Enter or comma adds one). */
export function TitleAndTags({ title, onTitle, tags, onTags, titleError }: Props) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim().replace(/,$/, '').trim();
    if (tag && !tags.includes(tag) && tags.length < 30) onTags([...tags, tag.slice(0, 40)]);
    setDraft('');
  };
  return (
    <Stack spacing={2}>
      <TextField
        label="Title"
        value={title}
        onChange={(e) => onTitle(e.target.value.slice(0, 120))}
        error={Boolean(titleError)}
        helperText={titleError}
        required
        fullWidth
      />
      <Stack spacing={1}>
        <TextField
          label="Tags (optional)"
          value={draft}
          onChange={(e) =>
            e.target.value.endsWith(',')
              ? (setDraft(e.target.value), add())
              : setDraft(e.target.value)
          }
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          onBlur={add}
          helperText="Press Enter to add a tag"
          size="small"
          fullWidth
        />
        {tags.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {tags.map((t) => (
              <Chip key={t} label={t} onDelete={() => onTags(tags.filter((x) => x !== t))} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
