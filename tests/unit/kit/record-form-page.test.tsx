/** RecordFormPage: a form screen that creates a record or edits the one `?id=` names. */
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as zod from 'zod';
import { type FormField, RecordFormPage } from '@/kit';
import { createQueryClient } from '@/api/query-client';
import { renderInApp } from '../../support/render-screen';

interface Station {
  id: number;
  name: string;
  student_count: number;
}

const FIELDS: FormField[] = [{ type: 'input', field: 'name', label: '站点名称' }];
const SCHEMA = zod.object({ name: zod.string().min(1) });

function StationForm({
  editing,
  answer,
  submit = () => Promise.resolve(),
}: {
  editing: boolean;
  answer: () => Promise<{ result: Station }>;
  submit?: (payload: unknown) => Promise<unknown>;
}) {
  const query = useQuery({ queryKey: ['station', editing], queryFn: answer, enabled: editing, retry: false });
  return (
    <RecordFormPage<zod.infer<typeof SCHEMA>, Station>
      noun="函授站"
      editing={editing}
      query={query}
      fresh={{ name: '新函授站' }}
      fields={FIELDS}
      schemas={{ create: SCHEMA, update: SCHEMA }}
      submit={submit}
      list={{ queryKey: () => ['stations'], route: 'studentPointAE' }}
      label={(station) => station.name}
      notice={(station) => <p>在读学生 {station.student_count} 人</p>}
    />
  );
}

function mount(editing: boolean, answer: () => Promise<{ result: Station }>) {
  renderInApp(<StationForm editing={editing} answer={answer} />, { url: '/addStudentPointAE?id=7' });
}

describe('RecordFormPage', () => {
  it('waits for the edited record, then names it and shows what the page says about it', async () => {
    mount(true, () => Promise.resolve({ result: { id: 7, name: '广州天河函授站', student_count: 12 } }));
    expect(await screen.findByDisplayValue('广州天河函授站')).toBeTruthy();
    expect(screen.getByText('编辑函授站 · 广州天河函授站')).toBeTruthy();
    expect(screen.getByText('在读学生 12 人')).toBeTruthy();
  });

  it('says the record could not be loaded, with 重试 that asks again', async () => {
    const answer = vi.fn(() => Promise.reject(new Error('服务器繁忙，请稍后再试')));
    mount(true, answer);
    expect(await screen.findByText('函授站信息加载失败：服务器繁忙，请稍后再试')).toBeTruthy();
    screen.getByRole('button', { name: /重试/ }).click();
    await vi.waitFor(() => expect(answer).toHaveBeenCalledTimes(2));
  });

  it('creates from the starting values when the address names no record', async () => {
    const answer = vi.fn(() =>
      Promise.resolve({ result: { id: 7, name: '广州天河函授站', student_count: 12 } }),
    );
    mount(false, answer);
    expect(await screen.findByDisplayValue('新函授站')).toBeTruthy();
    expect(screen.getByText('新增函授站')).toBeTruthy();
    expect(answer).not.toHaveBeenCalled();
  });

  it('reads the record again when it is next edited: a saved form never reopens on what it replaced', async () => {
    const queryClient = createQueryClient();
    let saved = { id: 7, name: '广州天河函授站', student_count: 12 };
    const answer = vi.fn(() => Promise.resolve({ result: saved }));
    const submit = vi.fn((payload: unknown) => {
      saved = { ...saved, ...(payload as Partial<Station>) };
      return Promise.resolve({ code: 200, msg: '', result: null });
    });
    const first = renderInApp(<StationForm editing answer={answer} submit={submit} />, {
      url: '/addStudentPointAE?id=7',
      queryClient,
    });
    fireEvent.change(await screen.findByDisplayValue('广州天河函授站'), {
      target: { value: '广州天河函授站（新址）' },
    });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    first.unmount();

    renderInApp(<StationForm editing answer={answer} submit={submit} />, {
      url: '/addStudentPointAE?id=7',
      queryClient,
    });
    expect(await screen.findByDisplayValue('广州天河函授站（新址）')).toBeTruthy();
    expect(answer).toHaveBeenCalledTimes(2);
  });
});
