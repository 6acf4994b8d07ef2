import { NUL_MESSAGE, withoutNul } from '../common/fields';
import { z } from '../common/zod';
import { FACTORS, findFactor, isPositiveFactor } from './factors';

/**
 * A person's own contributing factors, beside the 18 built-in ones (decision 25). An entry names
 * one by a token, `own:<id>`, so a rename rewrites no entry; the API gives and takes names, and
 * translates at its edges. Hidden ones keep their history and are only no longer offered.
 */

export const OWN_FACTOR_LIMIT = 100;
export const OWN_FACTOR_NAME_MAX = 40;

/**
 * The colours an own factor can have: each reads as text on the page in both modes (4.5:1 or
 * more against the light and the dark background), so it can fill a chip under its name.
 */
export const OWN_FACTOR_COLOURS = {
  teal: { label: 'Teal', light: '#00796b', dark: '#4db6ac' },
  blue: { label: 'Blue', light: '#1565c0', dark: '#90caf9' },
  indigo: { label: 'Indigo', light: '#3949ab', dark: '#9fa8da' },
  purple: { label: 'Purple', light: '#7b1fa2', dark: '#ce93d8' },
  pink: { label: 'Pink', light: '#ad1457', dark: '#f48fb1' },
  red: { label: 'Red', light: '#c62828', dark: '#ef9a9a' },
  orange: { label: 'Orange', light: '#a84800', dark: '#ffb74d' },
  brown: { label: 'Brown', light: '#6d4c41', dark: '#bcaaa4' },
  green: { label: 'Green', light: '#2e7d32', dark: '#81c784' },
  grey: { label: 'Grey', light: '#546e7a', dark: '#b0bec5' },
} as const;
export type OwnFactorColour = keyof typeof OWN_FACTOR_COLOURS;
export const OWN_FACTOR_COLOUR_KEYS = Object.keys(OWN_FACTOR_COLOURS) as OwnFactorColour[];

/** The colour a new factor gets when none is chosen: the next one round the palette. */
export const nextColour = (count: number): OwnFactorColour =>
  OWN_FACTOR_COLOUR_KEYS[count % OWN_FACTOR_COLOUR_KEYS.length]!;

const TOKEN_PREFIX = 'own:';

/** How an entry names an own factor: stable through renames, and no personal text. */
export const ownFactorToken = (id: string) => `${TOKEN_PREFIX}${id}`;

/** The own factor's id in a stored factor, or undefined for a built-in one. */
export const ownFactorIdOf = (stored: string) =>
  stored.startsWith(TOKEN_PREFIX) ? stored.slice(TOKEN_PREFIX.length) : undefined;

/** Names compare without case or surrounding spaces: "Piano" and " piano" are one factor. */
export const factorNameKey = (name: string) => name.trim().normalize('NFC').toLowerCase();

export const OWN_FACTOR_LIMIT_MESSAGE = `You can have up to ${OWN_FACTOR_LIMIT} factors of your own. Delete one you never used, or rename one, to make room.`;
export const OWN_FACTOR_NOT_FOUND = 'This factor does not exist';
/** An import whose new factors do not fit within the limit. */
export const importFactorsRoomMessage = (count: number, room: number) =>
  `This file has ${count} activities that are not factors yet, and ${room === 0 ? 'there is no room for more factors of your own' : `there is room for ${room} more factor${room === 1 ? '' : 's'} of your own`} (up to ${OWN_FACTOR_LIMIT}). Import without adding them, or first delete factors you never used.`;
export const builtInNameMessage = (name: string) =>
  `“${name}” is already one of the built-in factors: choose it from the list instead`;
export const nameTakenMessage = (name: string) =>
  `You already have a factor called “${name}”: choose another name`;

/** A factor's name as a person types it: trimmed, 1 to 40 characters, not a built-in one. */
export const ownFactorName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(OWN_FACTOR_NAME_MAX, `Name must be at most ${OWN_FACTOR_NAME_MAX} characters`)
  .refine(withoutNul, NUL_MESSAGE)
  .superRefine((name, ctx) => {
    const builtIn = findFactor(name);
    if (builtIn) ctx.addIssue({ code: 'custom', message: builtInNameMessage(builtIn) });
  });

/**
 * Why `name` cannot be the factor `selfId` (or a new one) among the person's `others`, or null:
 * each name is the person's once, whatever its case.
 */
export function nameProblem(
  name: string,
  others: readonly { id: string; name: string }[],
  selfId?: string,
): string | null {
  const key = factorNameKey(name);
  const taken = others.find((o) => o.id !== selfId && factorNameKey(o.name) === key);
  return taken ? nameTakenMessage(taken.name) : null;
}

const colour = z.enum(OWN_FACTOR_COLOUR_KEYS, {
  error: `colour must be one of ${OWN_FACTOR_COLOUR_KEYS.join(', ')}`,
});
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

/** A new own factor (`POST /factors`): a name; a colour (the next round the palette unless given). */
export const ownFactorRequest = z.object({
  name: ownFactorName,
  colour: colour.optional(),
  /** whether it is one of the good things: the dashboard marks it so among the triggers */
  positive: flag('positive').optional().default(false),
});
export type OwnFactorInput = z.input<typeof ownFactorRequest>;

/** A change to an own factor (`PATCH /factors/:id`): any of its name, colour, positive, hidden. */
export const ownFactorUpdateRequest = z
  .object({
    name: ownFactorName.optional(),
    colour: colour.optional(),
    positive: flag('positive').optional(),
    hidden: flag('hidden').optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Send at least one of name, colour, positive or hidden',
    // on a field: an issue of the body as a whole reads as "not a JSON object"
    path: ['name'],
  });
export type OwnFactorUpdate = z.input<typeof ownFactorUpdateRequest>;

/** A new order (`PUT /factors/order`): every own factor's id, once each, first to last. */
export const ownFactorOrderRequest = z.object({
  ids: z
    .array(z.uuid('Each id must be the id of one of your factors'), {
      error: 'ids must be a list of your factors’ ids',
    })
    .max(OWN_FACTOR_LIMIT, `ids can hold at most ${OWN_FACTOR_LIMIT} factors`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each factor can be in the order once'),
});

export const ownFactorResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  colour: colour,
  positive: z.boolean(),
  hidden: z.boolean(),
  /** its place among the person's own factors, from 0 */
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnFactor = z.infer<typeof ownFactorResponse>;

/** `DELETE /factors/:id` of a factor some entry names: hidden instead, and says so. */
export const ownFactorHiddenResponse = z.object({
  message: z.string(),
  factor: ownFactorResponse,
});

/** What translating needs of an own factor. */
export type OwnFactorRef = { id: string; name: string; positive: boolean };

/**
 * Turns stored factors (built-in names and own tokens) into names and back, for one person. An
 * entry's token of a factor no longer there is left out of its names (deletion takes only
 * factors no entry names, so this is a race lost, not history).
 */
export function factorBook<T extends OwnFactorRef>(own: readonly T[]) {
  const byId = new Map(own.map((f) => [f.id, f]));
  const byKey = new Map(own.map((f) => [factorNameKey(f.name), f]));
  const positiveNames = new Set(own.filter((f) => f.positive).map((f) => f.name));

  const nameOf = (stored: string): string | undefined => {
    const id = ownFactorIdOf(stored);
    return id === undefined ? stored : byId.get(id)?.name;
  };

  return {
    /** the own factors, in the person's order */
    own,
    nameOf,
    /** an entry's stored factors as names, in the entry's order */
    namesOf: (stored: readonly string[]) =>
      stored.map(nameOf).filter((n): n is string => n !== undefined),
    /**
     * What is stored for a name a person gives: a built-in factor as the catalogue spells it, an
     * own one's token (its name in any case, or its token itself); undefined when it is neither.
     */
    storedOf: (name: string): string | undefined => {
      const builtIn = findFactor(name);
      if (builtIn) return builtIn;
      const own = byKey.get(factorNameKey(name));
      if (own) return ownFactorToken(own.id);
      const id = ownFactorIdOf(name.trim());
      return id !== undefined && byId.has(id) ? ownFactorToken(id) : undefined;
    },
    /** whether a factor (by name) is one of the good things: the spec's four, or marked so */
    isPositive: (name: string) => isPositiveFactor(name) || positiveNames.has(name),
    /** every factor's name, the built-in ones first, then the person's own in their order */
    allNames: () => [...FACTORS, ...own.map((f) => f.name)],
  };
}
export type FactorBook = ReturnType<typeof factorBook<OwnFactorRef>>;

/** A book with no own factors: for a person who has none, or where none can be known. */
export const BUILT_IN_ONLY = factorBook([]);

/** Entries (or anything with factors) with their stored factors as names. */
export function withFactorNames<T extends { factors: readonly string[] }>(
  book: FactorBook,
  entries: readonly T[],
): T[] {
  return entries.map((e) =>
    e.factors.some((f) => ownFactorIdOf(f) !== undefined)
      ? { ...e, factors: book.namesOf(e.factors) }
      : e,
  );
}

/** Whether any of the entries names an own factor (the book is needed only then). */
export const namesOwnFactors = (entries: readonly { factors: readonly string[] }[]) =>
  entries.some((e) => e.factors.some((f) => ownFactorIdOf(f) !== undefined));
