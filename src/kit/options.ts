import type { StatusMap } from './cells';

/** A select's options from the status map that renders the same values (one declaration per enum). */
export const optionsOf = (map: StatusMap) =>
  Object.entries(map).map(([value, { text }]) => ({ label: text, value: Number(value) }));

/** Number of a search or form value (URL values are strings until parsed). */
export const asNumber = (value: unknown): number | undefined => {
  const number = Number(value);
  return value === undefined || value === null || value === '' || Number.isNaN(number) ? undefined : number;
};
