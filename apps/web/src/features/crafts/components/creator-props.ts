export type CreatorProps = {
  onSaved: () => void;
  onCancel: () => void;
  notify: (text: string, severity: 'success' | 'error' | 'info') => void;
  /** a prompt to start from, if the person picked one */
  prompt?: string;
};
