import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { Box, Typography, styled } from '@mui/material';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Whatshot from '@mui/icons-material/Whatshot';
import SentimentDissatisfied from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';
import SentimentVerySatisfied from '@mui/icons-material/SentimentVerySatisfied';
import SentimentVeryDissatisfied from '@mui/icons-material/SentimentVeryDissatisfied';
import SelfImprovement from '@mui/icons-material/SelfImprovement';
import { capitalise, findEmotion } from '@moodcraft/core/emotions/catalogue';
import { EMOTION_GROUPS } from '@moodcraft/core/emotions/groups';

const GROUP_ICONS: Record<string, ReactNode> = {
  happy: <SentimentVerySatisfied fontSize="small" />,
  calm: <SelfImprovement fontSize="small" />,
  curious: <AutoAwesome fontSize="small" />,
  sad: <SentimentDissatisfied fontSize="small" />,
  anxious: <SentimentVeryDissatisfied fontSize="small" />,
  angry: <Whatshot fontSize="small" />,
  guilty: <SentimentSatisfiedAlt fontSize="small" sx={{ transform: 'scaleY(-1)' }} />,
};

type Props = {
  primary: string;
  sub: string;
  onPrimary: (id: string) => void;
  onSub: (sub: string) => void;
  /** the first feeling, for a form that takes the focus when it opens */
  firstRef?: Ref<HTMLInputElement>;
  /** smaller type and spacing, for a card */
  dense?: boolean;
};

/** What a Save that cannot be pressed yet still needs from the picker, or nothing. */
export function pickerNeeds(primary: string, sub: string): string {
  const emotion = primary ? findEmotion(primary) : undefined;
  if (!emotion) return 'Choose how you feel to save.';
  return sub ? '' : `Choose what kind of ${emotion.label.toLowerCase()} to save.`;
}

/** A choice drawn as a pill; one style for all of them, so 30 pills cost one style sheet rule. */
const Pill = styled('label')(({ theme }) => {
  // the palette as CSS variables, so one rule serves the light and the dark theme
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 40,
    padding: '0 12px',
    borderRadius: 999,
    border: `1px solid ${palette.divider}`,
    cursor: 'pointer',
    fontSize: '0.9rem',
    fontWeight: 500,
    userSelect: 'none',
    '&:hover': { backgroundColor: palette.action.hover },
    '&:has(input:checked)': {
      borderColor: palette.text.primary,
      backgroundColor: palette.action.selected,
      fontWeight: 700,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
  };
});

const Dot = styled('span')({ width: 14, height: 14, borderRadius: '50%', flexShrink: 0 });

/** One choice: a native radio, hidden, inside its label. */
function Choice({
  name,
  label,
  color,
  checked,
  onChoose,
  inputRef,
  tabStop,
}: {
  name: string;
  label: string;
  color?: string;
  checked: boolean;
  onChoose: (pointer: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** the one choice of its group that Tab stops at: the chosen one, else the first */
  tabStop: boolean;
}) {
  // a choice made with a pointer moves the focus on; one made with keys (arrows, space) does not
  const pointer = useRef(false);
  return (
    <Pill onPointerDown={() => (pointer.current = true)}>
      <input
        ref={inputRef}
        type="radio"
        name={name}
        className="choice-input"
        checked={checked}
        tabIndex={tabStop ? 0 : -1}
        onChange={() => {
          onChoose(pointer.current);
          pointer.current = false;
        }}
        onBlur={() => (pointer.current = false)}
        // Enter on a chosen feeling saves, as it would from a text field of the same form
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || !e.currentTarget.form) return;
          e.preventDefault();
          e.currentTarget.form.requestSubmit();
        }}
      />
      {color && <Dot aria-hidden style={{ backgroundColor: color }} />}
      {label}
    </Pill>
  );
}

/**
 * How a person says how they feel: the primary emotions in seven groups, each group a radio group
 * of its own (arrow keys move within it, Tab goes on to the next), and the chosen emotion's
 * sub-emotions as one more radio group right under its group, so they are in view at once. A tap
 * moves the focus to them and scrolls them into view; arrow keys leave the focus where it is.
 */
export function EmotionPicker({ primary, sub, onPrimary, onSub, firstRef, dense = false }: Props) {
  const id = useId();
  const emotion = primary ? findEmotion(primary) : undefined;
  const subGroup = useRef<HTMLFieldSetElement>(null);
  const follow = useRef(false);

  useEffect(() => {
    if (!follow.current || !subGroup.current) return;
    follow.current = false;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    subGroup.current.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
    subGroup.current.querySelector('input')?.focus({ preventScroll: true });
  }, [primary]);

  const legend = { fontWeight: 600, mb: 1, display: 'flex', alignItems: 'center', gap: 0.75 };
  return (
    <Box sx={{ display: 'grid', gap: dense ? 1.5 : 2 }}>
      {EMOTION_GROUPS.map((group, g) => (
        <Box key={group.id} sx={{ display: 'grid', gap: dense ? 1.5 : 2 }}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography
              component="legend"
              variant="body2"
              color="text.secondary"
              sx={{ ...legend, p: 0 }}
            >
              <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
                {GROUP_ICONS[group.id]}
              </Box>
              {group.label}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {group.emotions.map((e, i) => (
                <Choice
                  key={e.id}
                  name={`${id}-${group.id}`}
                  label={e.label}
                  color={e.color}
                  checked={e.id === primary}
                  tabStop={emotion && group.emotions.includes(emotion) ? e === emotion : i === 0}
                  inputRef={g === 0 && i === 0 ? firstRef : undefined}
                  onChoose={(pointer) => {
                    follow.current = pointer;
                    onPrimary(e.id);
                  }}
                />
              ))}
            </Box>
          </Box>
          {emotion && group.emotions.includes(emotion) && (
            <Box
              component="fieldset"
              ref={subGroup}
              sx={{
                border: 0,
                m: 0,
                minWidth: 0,
                p: dense ? 1.5 : 2,
                borderRadius: 3,
                bgcolor: 'action.hover',
                scrollMarginBlock: '96px',
              }}
            >
              <Typography
                component="legend"
                variant="subtitle2"
                sx={{ ...legend, p: 0, float: 'left', width: '100%' }}
              >
                What kind of {emotion.label.toLowerCase()}?
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, clear: 'both' }}>
                {emotion.subEmotions.map((s, i) => (
                  <Choice
                    key={s}
                    name={`${id}-sub`}
                    label={capitalise(s)}
                    checked={s === sub}
                    tabStop={sub ? s === sub : i === 0}
                    onChoose={() => onSub(s)}
                  />
                ))}
              </Box>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
