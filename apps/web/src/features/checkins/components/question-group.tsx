import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';

type Option = { readonly value: number; readonly label: string };

type Props = {
  /** the group's name and the base of its ids */
  name: string;
  /** the item's number on the questionnaire, when it has one */
  number?: number;
  label: string;
  options: readonly Option[];
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
};

/**
 * One question as a group of radio buttons: a fieldset named by the question, the arrow keys
 * moving between its answers, every answer a target of at least 44 px that a tap on its words
 * chooses.
 */
export function QuestionGroup({ name, number, label, options, value, onChange, error }: Props) {
  const legendId = `${name}-legend`;
  const errorId = `${name}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%', minWidth: 0 }}>
      <FormLabel
        component="legend"
        id={legendId}
        sx={{
          color: 'text.primary',
          fontWeight: 500,
          lineHeight: 1.5,
          mb: 1.25,
          '&.Mui-focused': { color: 'text.primary' },
          '&.Mui-error': { color: 'text.primary' },
        }}
      >
        {number !== undefined && `${number}. `}
        {label}
      </FormLabel>
      <RadioGroup
        name={name}
        aria-labelledby={legendId}
        aria-describedby={error ? errorId : undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${options.length}, minmax(0, 1fr))` },
          gap: 1,
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={String(option.value)}
            control={<Radio size="small" />}
            label={option.label}
            sx={{
              m: 0,
              minHeight: 44,
              pr: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              '& .MuiFormControlLabel-label': { fontSize: '0.95rem', lineHeight: 1.3, py: 0.75 },
              '&:has(input:checked)': {
                borderColor: 'primary.main',
                bgcolor: 'action.selected',
              },
              '&:has(input:focus-visible)': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
