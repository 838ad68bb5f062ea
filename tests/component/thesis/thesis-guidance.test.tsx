import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../support/arco';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies, rowOf } from '../../support/requests';
import { dialog, listQueries } from './helpers';

describe('论文指导 (dissertationGuidanceAE / ST)', () => {
  it('lists each student with the current milestone and sends the search', async () => {
    await renderScreen('dissertationGuidanceAE');
    expect(within(await rowOf('陈浩然')).getByText('中期检查·待批阅')).toBeInTheDocument();
    expect(within(await rowOf('王俊杰')).getByText('开题·退回修改')).toBeInTheDocument();
    expect(within(await rowOf('孙浩宇')).getByText('未选题')).toBeInTheDocument();
    const queries = listQueries('/v1-own-thesis-guidance-list');
    await renderScreen('dissertationGuidanceST', { search: '?keyword=陈&milestone=3' });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ keyword: '陈', milestone: '3', page: '1', limit: '10' }),
    );
  });
});

describe('论文指导详情 (dissertationGuidanceAEDel / STDel)', () => {
  it('says where to open it from without an id', async () => {
    await renderScreen('dissertationGuidanceAEDel');
    expect(await screen.findByText('请从「论文指导」中选择一名学生查看其指导详情。')).toBeInTheDocument();
  });

  it('shows drafts by version, comments and milestones, and sends a comment returning a draft', async () => {
    const sent = captureBodies('/v1-adult-thesis-comment-add');
    await renderScreen('dissertationGuidanceAEDel', { search: '?id=201' });
    expect(
      await screen.findByText('陈浩然-网络流行语的构词方式研究-初稿v3.docx', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('附件：批注版-v2.docx')).toBeInTheDocument();
    expect(screen.getByText('稿件版本（3）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /填写指导意见/ }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByLabelText('退回修改'));
    fireEvent.change(within(modal).getByRole('textbox'), {
      target: { value: '第三章论证不足，请补充问卷数据。' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    expect(await within(modal).findByText(/通过或退回须选择针对的稿件/)).toBeInTheDocument();
    await chooseOption(
      modal,
      within(modal).getByRole('combobox'),
      '第 3 版 陈浩然-网络流行语的构词方式研究-初稿v3.docx',
    );
    fireEvent.click(within(modal).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          guidance_id: 201,
          draft_id: 301,
          decision: 3,
          content: '第三章论证不足，请补充问卷数据。',
        },
      ]),
    );
  });

  it('hides 填写指导意见 without the add permission', async () => {
    await renderScreen('dissertationGuidanceSTDel', {
      search: '?id=201',
      access: accessWith('dissertationGuidanceSTDel', ['export']),
    });
    await screen.findByText('陈浩然-开题报告.docx', {}, { timeout: 4000 });
    expect(screen.queryByRole('button', { name: /填写指导意见/ })).toBeNull();
  });
});
