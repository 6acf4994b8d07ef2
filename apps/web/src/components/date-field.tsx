import { useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { DAY_PLACEHOLDER, formatDay, parseDay } from '../lib/dates';

type Props = {
  label: string;
  /** the day as "2026-11-21", or '' for none */
  value: string;
  /** called with the day as "2026-11-21", or '' while the field is empty or not yet a day */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

const shown = (day: string) => (day ? formatDay(day) : '');

/**
 * A day, typed and shown day first (DD/MM/YYYY) as the app writes dates everywhere, whatever
 * the browser's language; a native date input shows the browser's order instead. The calendar
 * button opens the browser's own date picker.
 */
export function DateField({ label, value, onChange, min, max, size, fullWidth, sx }: Props) {
  const [text, setText] = useState(() => shown(value));
  const [checked, setChecked] = useState(false);
  const [seen, setSeen] = useState(value);
  const picker = useRef<HTMLInputElement>(null);
  // a new day from outside (a reset, the picker) replaces what is typed, unless it says the same
  if (value !== seen) {
    setSeen(value);
    if ((parseDay(text) ?? '') !== value) setText(shown(value));
  }
  const invalid = text.trim() !== '' && parseDay(text) === null;

  const type = (next: string) => {
    setText(next);
    onChange(parseDay(next) ?? '');
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
      input.click();
    }
  };

  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => type(e.target.value)}
      onBlur={() => setChecked(true)}
      placeholder={DAY_PLACEHOLDER}
      error={checked && invalid}
      helperText={checked && invalid ? `Use ${DAY_PLACEHOLDER}, for example 21/11/2026` : undefined}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { autoComplete: 'off', spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                edge="end"
                size={size}
                onClick={openPicker}
                aria-label={`${label}: choose from a calendar`}
              >
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                aria-label={`${label} calendar`}
                value={value}
                min={min}
                max={max}
                onChange={(e) => {
                  setText(shown(e.target.value));
                  onChange(e.target.value);
                }}
                style={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 1,
                  height: 1,
                  padding: 0,
                  border: 0,
                  opacity: 0,
                  pointerEvents: 'none',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
