// The Mood Tracker's texts, apart from the schemas, so a page that only shows them loads no
// validation code.
export const MOOD_MESSAGES = {
  selectEmotion: 'Please select an emotion',
  saved: 'Mood entry saved successfully!',
  saveFailed: 'Failed to save your mood entry',
  deleteFailed: 'Failed to delete the mood entry. Please try again.',
  empty: 'No mood entries yet. Start tracking your mood to see your history here.',
  loadFailed: 'Failed to load mood entries. Please try again later.',
  distributionEmpty: 'Start tracking your mood to see your emotion distribution.',
  factorsEmpty:
    'Continue tracking your mood with different factors to see their impact on your emotions.',
  factorsCaption: 'Factors with higher scores positively impact your mood',
} as const;
