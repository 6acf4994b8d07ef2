import { useState } from 'react';
import { CRAFT_MESSAGES } from '@moodcraft/core/crafts/crafts';
import { errorMessage } from '../../../lib/api-client';
import { useUploadCraft } from '../api/crafts-api';
import type { CreatorProps } from './creator-props';

/** Title, tags and upload with progress for a recording (audio or dance video). */
export function useRecordingSave(
  type: 'audio' | 'dancing',
  { onSaved, notify }: Pick<CreatorProps, 'onSaved' | 'notify'>,
) {
  const upload = useUploadCraft();
  const [title, setTitle] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [titleError, setTitleError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);

  const save = (blob: Blob | null, recording: boolean) => {
    if (!title.trim()) {
      setTitleError(CRAFT_MESSAGES.needTitle);
      notify(CRAFT_MESSAGES.needTitle, 'error');
      return;
    }
    if (!blob || recording) {
      notify(CRAFT_MESSAGES.saveFailed, 'error');
      return;
    }
    setProgress(0);
    upload.mutate(
      { title, type, tags, file: blob, onProgress: setProgress },
      {
        onSuccess: onSaved,
        onError: (e) => notify(errorMessage(e, CRAFT_MESSAGES.saveFailed), 'error'),
        onSettled: () => setProgress(null),
      },
    );
  };

  return {
    title,
    tags,
    titleError,
    progress,
    saving: upload.isPending,
    setTitle: (t: string) => {
      setTitle(t);
      setTitleError('');
    },
    setTags,
    save,
  };
}
