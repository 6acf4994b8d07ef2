import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import Tune from '@mui/icons-material/Tune';
import { FACTORS } from '@moodcraft/core/emotions/factors';
import { factorNameKey } from '@moodcraft/core/emotions/own-factors';
import { ChipDot, factorChipSx } from '../../../components/own-factors/factor-colour';
import { FactorsDialog } from '../../../components/own-factors/factors-dialog';
import { useOwnFactors } from '../../../lib/own-factors';

const BUILT_IN = new Set<string>(FACTORS);

/**
 * The mood form's contributing factors: the 18 built-in ones, then the person's own in their
 * order and colour (decision 25), and a way to manage those without leaving the form. A hidden
 * factor shows only on an entry that already has it, so it can be kept or taken off.
 */
export function FactorChooser({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: Dispatch<SetStateAction<string[]>>;
}) {
  const own = useOwnFactors();
  const [managing, setManaging] = useState(false);
  const list = own.data;

  // a factor renamed while chosen stays chosen, under its new name
  const previous = useRef(list);
  useEffect(() => {
    const before = new Map((previous.current ?? []).map((f) => [f.id, f.name]));
    previous.current = list;
    const renamed = new Map<string, string>();
    for (const f of list ?? []) {
      const old = before.get(f.id);
      if (old !== undefined && old !== f.name) renamed.set(old, f.name);
    }
    if (renamed.size) onChange((chosen) => chosen.map((name) => renamed.get(name) ?? name));
  }, [list, onChange]);

  const chosenKeys = new Set(selected.map(factorNameKey));
  const isChosen = (name: string) => chosenKeys.has(factorNameKey(name));
  const toggle = (name: string) =>
    onChange((chosen) =>
      chosen.some((c) => factorNameKey(c) === factorNameKey(name))
        ? chosen.filter((c) => factorNameKey(c) !== factorNameKey(name))
        : [...chosen, name],
    );
  const offered = (list ?? []).filter((f) => !f.hidden || isChosen(f.name));
  const offeredKeys = new Set(offered.map((f) => factorNameKey(f.name)));
  // on an entry, a factor no longer among the person's (or not read yet) stays, to keep or take off
  const others = selected.filter(
    (name) => !BUILT_IN.has(name) && !offeredKeys.has(factorNameKey(name)),
  );

  const chip = (name: string, colour?: Parameters<typeof factorChipSx>[0]) => {
    const on = isChosen(name);
    return (
      <Chip
        key={name}
        label={name}
        onClick={() => toggle(name)}
        aria-pressed={on}
        color={colour ? 'default' : on ? 'secondary' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        {...(colour ? { icon: <ChipDot />, sx: factorChipSx(colour, on) } : {})}
      />
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        Contributing Factors
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {FACTORS.map((f) => chip(f))}
        {offered.map((f) => chip(f.name, f.colour))}
        {others.map((name) => chip(name))}
      </Stack>
      <Button size="small" startIcon={<Tune />} onClick={() => setManaging(true)} sx={{ mt: 1 }}>
        Manage factors
      </Button>
      <FactorsDialog open={managing} onClose={() => setManaging(false)} />
    </Box>
  );
}
