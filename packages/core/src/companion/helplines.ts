import data from '../../../../content/helplines/helplines.json';

/**
 * Where to turn right now: each country's emergency number and crisis lines, from
 * `content/helplines/helplines.json` (reviewed and sourced there), and what everyone else sees.
 */
export type Helpline = { name: string; contact: string; description: string; href: string };

/** An ISO 3166-1 country code with helplines, or INTL for the international fallback. */
export type CrisisRegion = string;

export const INTERNATIONAL = 'INTL';

/** Every country with its own helplines, by name. */
export const REGIONS: readonly { code: string; name: string }[] = data.regions.map(
  ({ code, name }) => ({ code, name }),
);

/** When the list was last reviewed (YYYY-MM-DD). */
export const HELPLINES_REVIEWED = data.reviewed;

const byCode = new Map<string, Helpline[]>(
  data.regions.map((r) => [r.code, r.helplines.map(withoutSource)]),
);
const international = data.international.map(withoutSource);

function withoutSource({ name, contact, description, href }: Helpline & { source?: string }) {
  return { name, contact, description, href };
}

/** The setting's older spelling of the United Kingdom. */
const ALIASES: Record<string, string> = { UK: 'GB' };

/** The code a region is known by (UK is GB), or null when there are no helplines for it. */
export function knownRegion(code: string | null | undefined): CrisisRegion | null {
  if (!code) return null;
  const upper = ALIASES[code.toUpperCase()] ?? code.toUpperCase();
  return upper === INTERNATIONAL || byCode.has(upper) ? upper : null;
}

/** The helplines of a region; a region without its own list gets the international one. */
export function helplinesFor(region: CrisisRegion | null | undefined): Helpline[] {
  const code = knownRegion(region);
  return (code && byCode.get(code)) || international;
}

/** The region's name as a person would pick it, or "Another country" for the fallback. */
export function regionName(region: CrisisRegion | null | undefined): string {
  const code = knownRegion(region);
  return REGIONS.find((r) => r.code === code)?.name ?? 'Another country';
}
