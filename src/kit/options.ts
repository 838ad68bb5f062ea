import type { StatusMap } from './cells';

/** A select's options from the status map that renders the same values (one declaration per enum). */
export const optionsOf = (map: StatusMap) =>
  Object.entries(map).map(([value, { text }]) => ({ label: text, value: Number(value) }));
