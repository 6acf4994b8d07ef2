import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { CRAFT_MESSAGES, LIMITS } from '@moodcraft/core/crafts/crafts';
import { errorMessage } from '../../../lib/api-client';
import { useSaveCraft } from '../api/crafts-api';
import type { CreatorProps } from './creator-props';
import { SaveBar } from './save-bar';
import { TitleAndTags } from './title-and-tags';

export function WriteCreator({ onSaved, onCancel, notify, prompt }: CreatorProps) {
  const save = useSaveCraft();
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [text, setText] = useState('');
  const [titleError, setTitleError] = useState('');

  const submit = () => {
    if (!title.trim()) {
      setTitleError(CRAFT_MESSAGES.needTitle);
      notify(CRAFT_MESSAGES.needTitle, 'error');
      return;
    }
    if (!text.trim()) {
      notify('Write something first', 'error');
      return;
    }
    save.mutate(
      { type: 'writing', title, content: text, tags },
      {
        onSuccess: onSaved,
        onError: (e) => notify(errorMessage(e, CRAFT_MESSAGES.saveFailed), 'error'),
      },
    );
  };

  return (
    <Stack spacing={2.5}>
      {prompt && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          Prompt: {prompt}
        </Typography>
      )}
      <TitleAndTags
        title={title}
        onTitle={(t) => (setTitle(t), setTitleError(''))}
        tags={tags}
        onTags={setTags}
        titleError={titleError}
      />
      <TextField
        label="Your writing"
        value={text}
        onChange={(e) => setText(e.target.value.slice(0, LIMITS.writingChars))}
        multiline
        minRows={12}
        fullWidth
        helperText={`${text.trim() ? text.trim().split(/\s+/).length : 0} words`}
        slotProps={{ htmlInput: { style: { lineHeight: 1.8, fontSize: '1.05rem' } } }}
      />
      <SaveBar onSave={submit} onCancel={onCancel} saving={save.isPending} />
    </Stack>
  );
}
