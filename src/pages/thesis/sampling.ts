/**
 * Reproducible stratified sampling of theses: the same items, percentage and seed always give the
 * same sample, whatever order the items come in. Each stratum (major) gets its share of the total
 * by the largest remainder; within a stratum the sample is a seeded Fisher–Yates draw.
 */
import { seededRandom } from '@/kit';

/** How many of `population` items `percent`% is, rounded up (at least 1 of a non-empty population). */
export function sampleSize(population: number, percent: number): number {
  if (population <= 0 || percent <= 0) return 0;
  return Math.min(population, Math.ceil((population * percent) / 100 - 1e-9));
}

/** Sample size per stratum: proportional, the remainder to the largest fractions (ties by name). */
export function allocate(strata: Record<string, number>, total: number): Record<string, number> {
  const names = Object.keys(strata).sort((a, b) => a.localeCompare(b, 'zh-CN'));
  const population = names.reduce((sum, name) => sum + strata[name]!, 0);
  const result: Record<string, number> = {};
  if (!population) return result;
  const exact = names.map((name) => ({ name, value: (strata[name]! * total) / population }));
  let left = total;
  for (const { name, value } of exact) {
    result[name] = Math.floor(value);
    left -= result[name];
  }
  const byFraction = [...exact].sort(
    (a, b) =>
      b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)) ||
      a.name.localeCompare(b.name, 'zh-CN'),
  );
  for (const { name } of byFraction) {
    if (left <= 0) break;
    if (result[name]! < strata[name]!) {
      result[name]! += 1;
      left -= 1;
    }
  }
  return result;
}

export function stratifiedSample<Item>(
  items: readonly Item[],
  options: { percent: number; seed: number; id: (item: Item) => number; stratum: (item: Item) => string },
): Item[] {
  const groups = new Map<string, Item[]>();
  for (const item of [...items].sort((a, b) => options.id(a) - options.id(b))) {
    const key = options.stratum(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const sizes = allocate(
    Object.fromEntries([...groups].map(([key, list]) => [key, list.length])),
    sampleSize(items.length, options.percent),
  );
  const random = seededRandom(options.seed);
  const chosen: Item[] = [];
  for (const key of Object.keys(sizes)) {
    const pool = [...groups.get(key)!];
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    chosen.push(...pool.slice(0, sizes[key]));
  }
  return chosen.sort((a, b) => options.id(a) - options.id(b));
}
