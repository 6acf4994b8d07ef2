import type { SxProps, Theme } from '@mui/material/styles';

/** A clear ring on whatever has keyboard focus: the ripple alone is faint and gone with reduced motion. */
export const focusRing = {
  outline: '3px solid',
  outlineColor: 'primary.main',
  outlineOffset: 2,
} as const;

/** Buttons in the tools: MUI marks keyboard focus with the `Mui-focusVisible` class. */
export const buttonSx = { '&.Mui-focusVisible': focusRing } satisfies SxProps<Theme>;

/** The card the tools sit in, inside the chat's own card. */
export const toolCardSx = {
  maxWidth: 440,
  width: '100%',
  bgcolor: 'background.paper',
} satisfies SxProps<Theme>;
