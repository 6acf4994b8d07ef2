import { Chip, Stack, TextField } from '@mui/material';
import { useTagDraft } from './use-tag-draft';

type Props = {
  title: string;
  onTitle: (title: string) => void;
  tags: string[];
  onTags: (tags: string[]) => void;
  titleError?: string;
};

/** The title every craft needs, and optional tags (Enter or comma adds one). */
export function TitleAndTags({ title, onTitle, tags, onTags, titleError }: Props) {
  const tag = useTagDraft(tags, (added) => onTags([...tags, ...added]));
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
          value={tag.draft}
          onChange={tag.onChange}
          onKeyDown={tag.onKeyDown}
          onBlur={tag.commit}
          slotProps={{ htmlInput: { onPaste: tag.onPaste } }}
          error={Boolean(tag.error)}
          helperText={tag.error ?? 'Press Enter or type a comma to add a tag'}
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
