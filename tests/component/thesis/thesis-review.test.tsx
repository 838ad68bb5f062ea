import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';
import { dialog, listQueries } from './helpers';

describe('论文查重审核 (paperInspectionReviewAE)', () => {
  it('shows similarity against the threshold and sends the filters', async () => {
    await renderScreen('paperInspectionReviewAE');
    const row = await rowOf('张雨桐');
    expect(within(row).getByText('41.2%')).toBeInTheDocument();
    expect(within(row).getByText('30.0%')).toBeInTheDocument();
    const queries = listQueries('/v1-adult-thesis-check-list');
    await renderScreen('paperInspectionReviewAE', { search: '?status=0&over=1' });
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: '0', over: '1', page: '1', limit: '10' }));
  });

  it('returns a thesis over the threshold with the suggested reason, and passes another', async () => {
    const rejected = captureBodies('/v1-adult-thesis-check-reject');
    const approved = captureBodies('/v1-adult-thesis-check-approve');
    await renderScreen('paperInspectionReviewAE');
    fireEvent.click(within(await rowOf('张雨桐')).getByRole('button', { name: '驳回' }));
    let modal = await dialog();
    expect(within(modal).getByRole('textbox')).toHaveValue('重复率 41.2% 超过阈值，请修改后重新查重');
    fireEvent.click(within(modal).getByRole('button', { name: '确定驳回' }));
    await waitFor(() =>
      expect(rejected).toEqual([{ ids: [502], reason: '重复率 41.2% 超过阈值，请修改后重新查重' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(await rowOf('陈浩然')).getByRole('button', { name: '通过' }));
    modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '确定通过' }));
    await waitFor(() => expect(approved).toEqual([{ ids: [501] }]));
  });

  it('shows the history of checks of a thesis', async () => {
    await renderScreen('paperInspectionReviewAE');
    fireEvent.click(within(await rowOf('张雨桐')).getByRole('button', { name: '查重记录' }));
    const modal = await dialog();
    expect(await within(modal).findByText('退回修改：重复率超过阈值')).toBeInTheDocument();
    expect(within(modal).getByText('52.3%')).toBeInTheDocument();
  });
});

describe('论文抽检计划 (paperDrawPlanAE)', () => {
  it('draws the percentage per major by the seed and saves the sample', async () => {
    const saved = captureBodies('/v1-adult-thesis-draw-save');
    await renderScreen('paperDrawPlanAE');
    fireEvent.click(within(await rowOf('工商管理专业论文复查')).getByRole('button', { name: '抽取' }));
    const modal = await dialog();
    expect(
      within(modal).getByText(/共 6 篇，抽出 2 篇；汉语国际教育 1 篇，汉语言文学 1 篇，秘书学 0 篇/),
    ).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: '保存样本' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as { id: number; seed: number; thesis_ids: number[] };
    expect(body).toMatchObject({ id: 602, seed: 8848 });
    const major = (id: number) =>
      [701, 702, 704].includes(id) ? '文' : [703, 705].includes(id) ? '国' : '秘';
    expect(body.thesis_ids.map(major).sort()).toEqual(['国', '文']);
  });

  it('asks before drawing again and shows the saved sample', async () => {
    await renderScreen('paperDrawPlanAE');
    const row = await rowOf('2026届毕业论文校内抽检');
    fireEvent.click(within(row).getByRole('button', { name: '重新抽取' }));
    expect(await screen.findByText(/已抽取 5 篇，重新抽取将覆盖原样本/)).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: '查看样本' }));
    const modal = await screen.findByRole('dialog', { name: /抽检样本/ });
    expect(await within(modal).findByText('泰国学生汉语声调习得偏误分析')).toBeInTheDocument();
  });

  it('validates a new sampling plan in Chinese before sending', async () => {
    const created = captureBodies('/v1-adult-thesis-draw-add');
    await renderScreen('paperDrawPlanAE');
    fireEvent.click(await screen.findByRole('button', { name: /新增抽检计划/ }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText('请输入抽检计划名称')).toBeInTheDocument();
    expect(within(modal).getAllByText('请选择论文计划').length).toBeGreaterThan(1); // placeholder and message
    expect(created).toEqual([]);
  });
});
