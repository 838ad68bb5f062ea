import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { renderScreen } from '../../support/render-screen';

describe('成绩单打印 (printGradesheetAE)', () => {
  it('asks for the student by id and lays out the transcript with a masked ID number', async () => {
    const ids: (string | null)[] = [];
    server.use(
      http.get('*/v1-adult-student-gradesheet', ({ request }) => {
        ids.push(new URL(request.url).searchParams.get('id'));
        return undefined; // the generated mock answers
      }),
    );
    await renderScreen('printGradesheetAE', { search: '?id=30215' });
    expect(await screen.findByRole('heading', { name: '华南师范大学继续教育学院' })).toBeInTheDocument();
    expect(ids).toEqual(['30215']);
    expect(screen.getByText('陈浩然')).toBeInTheDocument();
    expect(screen.getByText('440106********2718')).toBeInTheDocument();
    expect(screen.queryByText('440106199803152718')).toBeNull();
    expect(screen.getByText('现代汉语')).toBeInTheDocument();
    expect(screen.getByText('未考')).toBeInTheDocument(); // a null score
    expect(screen.getByText(/共 6 门课程，应修学分 39，已获学分 28/)).toBeInTheDocument();
  });

  it('prints with the browser once the sheet is there', async () => {
    // happy-dom has no window.print
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    await renderScreen('printGradesheetAE', { search: '?id=30215' });
    const button = screen.getByRole('button', { name: /打印/ });
    expect(button).toBeDisabled();
    await screen.findByText('陈浩然');
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says what is missing without an id', async () => {
    await renderScreen('printGradesheetAE');
    expect(screen.getByRole('alert')).toHaveTextContent('缺少学生');
  });

  it('shows why the load failed and offers 重试', async () => {
    let fail = true;
    server.use(
      http.get('*/v1-adult-student-gradesheet', () =>
        fail ? HttpResponse.json({ code: 500, msg: '成绩库维护中' }, { status: 500 }) : undefined,
      ),
    );
    await renderScreen('printGradesheetAE', { search: '?id=30215' });
    expect(await screen.findByText('成绩单加载失败：成绩库维护中')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('陈浩然')).toBeInTheDocument());
  });
});
