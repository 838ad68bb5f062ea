import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDuration, renderValue } from '@/kit/cells';
import { DetailTable } from '@/kit/detail/detail-table';

describe('duration and progress renderers', () => {
  it('writes seconds in Chinese, dropping leading and trailing zero units', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(45)).toBe('45秒');
    expect(formatDuration(60)).toBe('1分');
    expect(formatDuration(3600)).toBe('1小时');
    expect(formatDuration(3605)).toBe('1小时0分5秒');
    expect(formatDuration(3725)).toBe('1小时2分5秒');
    expect(formatDuration(186420)).toBe('51小时47分');
    expect(formatDuration(-5)).toBe('0秒');
    expect(renderValue(1094, { valueType: 'duration' })).toBe('18分14秒');
    expect(renderValue(null, { valueType: 'duration' })).toBe('—');
  });

  it('draws a clamped progress bar with its figure', () => {
    render(
      <>
        {renderValue(68.54, { valueType: 'progress' })}
        {renderValue(130, { valueType: 'progress' })}
        {renderValue(79, { valueType: 'progress' })}
      </>,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['68.54', '100', '79']);
    // one decimal always, as the rate columns beside them: the figures of a column line up
    expect(screen.getByText('68.5%')).toBeInTheDocument();
    expect(screen.getByText('100.0%')).toBeInTheDocument();
    expect(screen.getByText('79.0%')).toBeInTheDocument();
  });
});

describe('DetailTable', () => {
  const rows = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, seconds: (index + 1) * 60 }));

  it('renders declared columns with the shared renderers and pages past 10 rows', () => {
    render(
      <DetailTable
        rowKey="id"
        rows={rows}
        columns={[
          { key: 'id', title: '序号' },
          { key: 'seconds', title: '时长', valueType: 'duration' },
        ]}
      />,
    );
    expect(screen.getByText('时长')).toBeInTheDocument();
    expect(screen.getByText('10分')).toBeInTheDocument();
    expect(screen.queryByText('11分')).toBeNull();
    expect(document.querySelector('.arco-pagination')).not.toBeNull();
  });

  it('says 暂无数据 only for an answer with no rows: not before the answer, not for a failed one', () => {
    const columns = [{ key: 'id', title: '序号' }];
    const { rerender } = render(<DetailTable rowKey="id" rows={undefined} columns={columns} />);
    expect(screen.queryByText('暂无数据')).toBeNull();
    rerender(<DetailTable rowKey="id" rows={[]} columns={columns} error={new Error('服务器繁忙')} />);
    expect(screen.queryByText('暂无数据')).toBeNull();
    rerender(<DetailTable rowKey="id" rows={[]} columns={columns} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });
});
