/** useFormSection: a workspace's own form from FormField[] and a body schema, values owned by the workspace. */
import { Button } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { ApiError } from '@/api/errors';
import { useFormSection, type FormField } from '@/kit';

/** A body as orval generates them: the section's fields and one the workspace fills itself. */
const Body = zod.object({
  name: zod.string().min(1).max(20),
  level: zod.union([zod.literal(1), zod.literal(2)]),
  semesters: zod.int().min(1).max(10),
  remark: zod.string().max(200).optional(),
  courses: zod.array(zod.int()).min(1),
});

const FIELDS: FormField[] = [
  { type: 'input', field: 'name', label: '计划名称', span: 12 },
  {
    type: 'select',
    field: 'level',
    label: '层次',
    span: 12,
    options: [
      { label: '专升本', value: 1 },
      { label: '高起本', value: 2 },
    ],
  },
  { type: 'number', field: 'semesters', label: '学期数', span: 12 },
  { type: 'input', field: 'remark', label: '备注', span: 12 },
  { type: 'switch', field: 'published', label: '发布', span: 12 },
];

interface Values {
  name?: string;
  level?: number;
  semesters?: number;
  remark?: string;
  published?: number;
}

function Workspace({
  initial = {},
  onSaved,
  seen,
  failWith,
}: {
  initial?: Values;
  onSaved?: (body: unknown) => void;
  seen?: Values[];
  failWith?: unknown;
}) {
  const [values, setValues] = useState<Values>(initial);
  const section = useFormSection<Values>({
    title: '计划信息',
    fields: FIELDS,
    schema: Body,
    value: values,
    onChange: (next) => {
      seen?.push(next);
      setValues(next);
    },
  });
  return (
    <div>
      {section.section}
      <p aria-label="工作区的值">{JSON.stringify(values)}</p>
      <Button onClick={() => setValues((current) => ({ ...current, semesters: 8 }))}>按学制填写</Button>
      <Button
        onClick={() => {
          const body = section.validate({ ...values, courses: [3] });
          if (!body) return;
          if (failWith) section.showServerErrors(failWith);
          else onSaved?.(body);
        }}
      >
        保存
      </Button>
    </div>
  );
}

const form = () => screen.getByRole('form', { name: '计划信息' });
const messages = () => [...form().querySelectorAll('.arco-form-message')].map((node) => node.textContent);
const starred = () =>
  [...form().querySelectorAll('.arco-form-label-item')]
    .filter((label) => label.querySelector('.arco-form-item-symbol'))
    .map((label) => label.textContent?.replace(/\s/g, '').replace(/^\*/, ''));

describe('useFormSection', () => {
  it('stars the fields the body schema requires, and only those', () => {
    render(<Workspace />);
    expect(starred()).toEqual(['计划名称', '层次', '学期数']);
  });

  it('names every control by its label, selects too', () => {
    render(<Workspace />);
    expect(within(form()).getByLabelText('计划名称')).toBeInstanceOf(HTMLInputElement);
    expect(within(form()).getByLabelText('层次')).toHaveAttribute('role', 'combobox');
  });

  it('hands every edit to the workspace, switches as 1 / 0', async () => {
    const seen: Values[] = [];
    render(<Workspace initial={{ semesters: 4 }} seen={seen} />);
    fireEvent.change(within(form()).getByLabelText('计划名称'), { target: { value: '2026春会计学' } });
    fireEvent.click(within(form()).getByLabelText('层次'));
    fireEvent.click(await screen.findByRole('option', { name: '高起本' }));
    fireEvent.click(within(form()).getByRole('switch'));
    await waitFor(() =>
      expect(JSON.parse(screen.getByLabelText('工作区的值').textContent!)).toEqual({
        semesters: 4,
        name: '2026春会计学',
        level: 2,
        published: 1,
      }),
    );
    expect(seen.map((values) => Object.keys(values).length)).toEqual([2, 3, 4]);
  });

  it('shows what the workspace changes itself', async () => {
    render(<Workspace initial={{ semesters: 4 }} />);
    expect(within(form()).getByLabelText('学期数')).toHaveValue('4');
    fireEvent.click(screen.getByRole('button', { name: '按学制填写' }));
    await waitFor(() => expect(within(form()).getByLabelText('学期数')).toHaveValue('8'));
  });

  it('says in Chinese what is missing or too long, at each field, and sends nothing', async () => {
    const saved: unknown[] = [];
    render(
      <Workspace initial={{ name: '  ', remark: 'x'.repeat(201) }} onSaved={(body) => saved.push(body)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(messages()).toEqual(['请输入计划名称', '请选择层次', '请输入学期数', '备注不能超过 200 个字']),
    );
    expect(saved).toEqual([]);
    // a corrected field loses its message at once
    fireEvent.change(within(form()).getByLabelText('计划名称'), { target: { value: '会计学' } });
    await waitFor(() => expect(messages()).toEqual(['请选择层次', '请输入学期数', '备注不能超过 200 个字']));
  });

  it('returns the parsed body: strings trimmed, blanks dropped, the workspace parts kept', async () => {
    const saved: unknown[] = [];
    render(
      <Workspace
        initial={{ name: ' 2026春会计学 ', level: 1, semesters: 5, remark: '' }}
        onSaved={(body) => saved.push(body)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: '2026春会计学', level: 1, semesters: 5, courses: [3] }]),
    );
    expect(messages()).toEqual([]);
  });

  it("shows the server's field errors at their fields", async () => {
    const failure = new ApiError('business', '计划名称已存在', { fields: { name: '同名的教学计划已存在' } });
    render(<Workspace initial={{ name: '会计学', level: 1, semesters: 5 }} failWith={failure} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messages()).toEqual(['同名的教学计划已存在']));
  });
});
