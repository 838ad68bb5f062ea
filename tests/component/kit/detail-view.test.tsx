/** A record's fields keep their place while the record loads, so the screen below never moves. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailView, type DetailItem } from '@/kit';

interface Plan {
  name: string;
  year: number;
}
const items: DetailItem<Plan>[] = [
  { key: 'name', title: '计划名称' },
  { key: 'year', title: '年级' },
];

describe('DetailView', () => {
  it('shows the labels with blank values while loading, then the values in the same rows', () => {
    const { container, rerender } = render(<DetailView items={items} data={undefined} column={2} />);
    expect(screen.getByText('计划名称')).toBeInTheDocument();
    expect(screen.getByText('年级')).toBeInTheDocument();
    const rows = container.querySelectorAll('tr').length;
    expect(rows).toBeGreaterThan(0);
    expect(container.querySelector('.arco-descriptions-item-value')?.textContent).toBe('\u00a0');

    rerender(<DetailView items={items} data={{ name: '2026级执行计划', year: 2026 }} column={2} />);
    expect(screen.getByText('2026级执行计划')).toBeInTheDocument();
    expect(container.querySelectorAll('tr').length).toBe(rows);
  });
});
