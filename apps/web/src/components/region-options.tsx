import { REGIONS } from '@moodcraft/core/companion/helplines';

/** The countries with their own helplines, then everyone else: the options of a native select. */
export function RegionOptions() {
  return (
    <>
      {REGIONS.map((r) => (
        <option key={r.code} value={r.code}>
          {r.name}
        </option>
      ))}
      <option value="INTL">Another country</option>
    </>
  );
}
