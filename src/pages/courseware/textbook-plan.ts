import { formatMoney, fromFen, toFen } from '@/kit';
/**
 * Order quantities of a textbook plan (unit-tested): each station needs its enrolled students plus the
 * spare share, rounded up; the order is the stations' need plus the manual adjustment minus the stock,
 * never below zero. Money is summed in cents so the totals add up to the cent.
 */
export interface PlanLineInput {
  price: number;
  stock: number;
  /** Enrolled students per station, in the plan's station order. */
  students: readonly number[];
  /** Manual adjustment in copies, may be negative. */
  extra: number;
}

export interface PlanLineFigures {
  perStation: number[];
  need: number;
  quantity: number;
  /** quantity × price, in cents. */
  cents: number;
}

/** Copies a station needs: students × (1 + spare %), rounded up (integer arithmetic, no float drift). */
export function stationQuantity(students: number, sparePercent: number): number {
  if (students <= 0) return 0;
  return Math.ceil((students * (100 + sparePercent)) / 100 - 1e-9);
}

/** Fen as the plan shows it: 1279300 → 12,793.00 (元 follows). */
export const yuanOf = (fen: number) => formatMoney(fromFen(fen), { symbol: false });

export function lineFigures(line: PlanLineInput, sparePercent: number): PlanLineFigures {
  const perStation = line.students.map((count) => stationQuantity(count, sparePercent));
  const need = perStation.reduce((total, count) => total + count, 0);
  const quantity = Math.max(0, need + line.extra - line.stock);
  return { perStation, need, quantity, cents: quantity * toFen(line.price) };
}

export interface PlanTotals {
  perStation: number[];
  need: number;
  quantity: number;
  cents: number;
  /** Textbooks with something to order. */
  ordered: number;
}

export function planTotals(
  lines: readonly PlanLineInput[],
  sparePercent: number,
  stations: number,
): PlanTotals {
  const totals: PlanTotals = {
    perStation: Array<number>(stations).fill(0),
    need: 0,
    quantity: 0,
    cents: 0,
    ordered: 0,
  };
  for (const line of lines) {
    const figures = lineFigures(line, sparePercent);
    figures.perStation.forEach((count, index) => {
      if (index < stations) totals.perStation[index]! += count;
    });
    totals.need += figures.need;
    totals.quantity += figures.quantity;
    totals.cents += figures.cents;
    if (figures.quantity > 0) totals.ordered += 1;
  }
  return totals;
}
