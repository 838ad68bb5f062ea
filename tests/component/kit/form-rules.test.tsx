/**
 * A form's marks follow its own rules: a field it refuses to leave empty shows the red asterisk,
 * also when a rule of the form makes it required (毕业最低学分 while 毕业学分要求 is on). A number
 * outside its field's range is flagged with the field's message, never changed behind the user's
 * back (年度 1999 stayed 1999, not 2000).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../support/render-screen';
import { capture } from '../../support/requests';

/** The Form.Item of a label, and whether it shows the required asterisk. */
const itemOf = (form: HTMLElement, label: string) =>
  within(form).getByText(label, { selector: 'label, label *' }).closest('.arco-form-item') as HTMLElement;
const marked = (form: HTMLElement, label: string) =>
  itemOf(form, label).querySelector('.arco-form-item-symbol') !== null;

describe('required marks follow the form’s own rules', () => {
  it('专业: 毕业最低学分 carries the asterisk while 毕业学分要求 is on, and loses it when off', async () => {
    await renderScreen('addMajorSettingAE');
    const form = await screen.findByRole('form', { name: '新增专业' });
    expect(marked(form, '专业名称')).toBe(true); // required by the contract
    expect(marked(form, '专业简介')).toBe(false);
    await waitFor(() => expect(marked(form, '毕业最低学分')).toBe(true));
    fireEvent.click(within(itemOf(form, '毕业学分要求')).getByRole('switch'));
    await waitFor(() => expect(marked(form, '毕业最低学分')).toBe(false));
    fireEvent.click(within(itemOf(form, '毕业学分要求')).getByRole('switch'));
    await waitFor(() => expect(marked(form, '毕业最低学分')).toBe(true));
  });
});

describe('a number outside its field’s range', () => {
  it('stays as typed and is flagged with the field’s message; nothing is sent', async () => {
    const created = capture('/v1-adult-material-plan-add');
    await renderScreen('basicTextbookPlanAE');
    fireEvent.click(await screen.findByRole('button', { name: /新建计划/ }));
    const form = await screen.findByRole('form', { name: '新建教材计划' });
    fireEvent.change(within(form).getByLabelText('计划名称'), {
      target: { value: '2027年春季基础教材计划' },
    });
    const year = within(form).getByLabelText('年度');
    fireEvent.change(year, { target: { value: '1999' } });
    fireEvent.blur(year);
    const spare = within(form).getByLabelText('备用比例');
    fireEvent.change(spare, { target: { value: '-5' } });
    fireEvent.blur(spare);
    await waitFor(() => expect(year).toHaveValue('1999'));
    expect(spare).toHaveValue('-5');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect([...form.querySelectorAll('.arco-form-message')].map((node) => node.textContent)).toEqual([
        '年度不能小于 2000',
        '备用比例不能小于 0',
      ]),
    );
    expect(created).toEqual([]);
  });
});
