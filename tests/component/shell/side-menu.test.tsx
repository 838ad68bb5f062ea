/**
 * The side menu draws a group's items once the group is opened (closed groups were most of a
 * screen's elements at every start), opens the groups leading to the screen shown, and keeps a
 * group's items drawn after it is closed again.
 */
import { ConfigProvider } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@/access/permission-tree';
import { SideMenu } from '@/app/shell/side-menu';

const page = (id: number, title: string, routeName: string): MenuEntry => ({
  id,
  title,
  icon: '',
  routeName,
  children: [],
});
const group = (id: number, title: string, children: MenuEntry[]): MenuEntry => ({
  id,
  title,
  icon: 'setting',
  children,
});

const MENUS = [
  group(1, '站点管理', [page(11, '函授站管理', 'studentPointAE'), page(12, '院系管理', 'facultyAE')]),
  group(2, '学生管理', [
    page(21, '学籍信息', 'studentStatusAE'),
    group(22, '异动管理', [page(221, '退学审核', 'dropOutToExamineAE')]),
  ]),
];

function renderMenu(selected: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <SideMenu menus={MENUS} selected={selected} collapsed={false} /> }],
    { initialEntries: [`/${selected}`] },
  );
  render(
    <ConfigProvider>
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
}

const item = (name: string) => screen.queryByRole('menuitem', { name });

describe('side menu', () => {
  it('draws the items of the open groups only, and keeps them once drawn', async () => {
    renderMenu('studentPointAE');
    expect(item('函授站管理')).not.toBeNull();
    expect(item('院系管理')).not.toBeNull();
    expect(screen.queryByText('学籍信息')).toBeNull();
    expect(screen.queryByText('退学审核')).toBeNull();

    fireEvent.click(screen.getByText('学生管理'));
    await waitFor(() => expect(screen.queryByText('学籍信息')).not.toBeNull());
    expect(screen.queryByText('退学审核')).toBeNull(); // its own group is still closed
    fireEvent.click(screen.getByText('异动管理'));
    await waitFor(() => expect(screen.queryByText('退学审核')).not.toBeNull());

    fireEvent.click(screen.getByText('学生管理'));
    await waitFor(() =>
      expect(screen.getByText('学生管理').closest('[aria-expanded]')?.getAttribute('aria-expanded')).toBe(
        'false',
      ),
    );
    expect(screen.queryByText('学籍信息')).not.toBeNull();
  });

  it('opens and draws the groups leading to a screen shown', () => {
    renderMenu('dropOutToExamineAE');
    expect(screen.queryByText('退学审核')).not.toBeNull();
    expect(screen.queryByText('函授站管理')).toBeNull();
  });
});
