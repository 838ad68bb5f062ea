import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { accessWith, renderScreen } from '../../support/render-screen';
import { captureBodies } from '../../support/requests';

/** The tree row of a node title (titles are unique once the tree is narrowed by a search). */
function treeNode(title: string): HTMLElement {
  const node = [...document.querySelectorAll<HTMLElement>('.arco-tree-node')].find(
    (element) => element.querySelector('.arco-tree-node-title')?.textContent === title,
  );
  if (!node) throw new Error(`no tree node ${title}`);
  return node;
}

function state(title: string): 'checked' | 'half' | 'none' {
  const box = treeNode(title).querySelector('.arco-checkbox')!;
  if (box.classList.contains('arco-checkbox-indeterminate')) return 'half';
  return box.classList.contains('arco-checkbox-checked') ? 'checked' : 'none';
}

const toggle = (title: string) => fireEvent.click(treeNode(title).querySelector('input[type="checkbox"]')!);

const searchTree = (text: string) =>
  fireEvent.change(screen.getByPlaceholderText('搜索菜单或按钮'), { target: { value: text } });

/** Serves the role with these permission ids and records the bodies saved for it. */
function capturePermissions(ids: number[]) {
  server.use(
    http.get('*/v1-adult-role-permissions', () =>
      HttpResponse.json({ code: 200, msg: 'ok', result: { role_id: 2, role_name: '教务管理员', ids } }),
    ),
  );
  return captureBodies('/v1-adult-role-permissions-save');
}

describe('role permissions (configRoleAE / configRoleST)', () => {
  it("shows the current line's menus only, with the role's saved checks and half-checks", async () => {
    await renderScreen('configRoleAE', { search: '?id=2' });
    expect(await screen.findByText('角色：教务管理员')).toBeInTheDocument();
    searchTree('职工与角色'); // the self-taught group 1012
    expect(screen.getByText('没有与「职工与角色」匹配的菜单或按钮')).toBeInTheDocument();
    searchTree('站点管理'); // the adult group 2011
    await waitFor(() => expect(state('函授站管理')).toBe('checked')); // 2200 and all its buttons
    expect(state('教学点管理')).toBe('half'); // 3 of its 10 buttons
    expect(state('站点管理')).toBe('half');
  });

  it('checking a page checks its buttons; unchecking one makes the page half-checked; save sends ids and half_ids', async () => {
    const saved = capturePermissions([]);
    await renderScreen('configRoleAE', { search: '?id=2' });
    await screen.findByText('角色：教务管理员');
    searchTree('教学点管理');
    await waitFor(() => expect(state('教学点管理')).toBe('none'));
    toggle('教学点管理');
    const buttons = ['新增', '编辑', '删除', '导出', '导入', '审核', '启用/禁用', '重置密码', '打印', '配置'];
    await waitFor(() => expect(buttons.map(state)).toEqual(buttons.map(() => 'checked')));
    expect(state('教学点管理')).toBe('checked');
    toggle('删除');
    await waitFor(() => expect(state('删除')).toBe('none'));
    expect(state('教学点管理')).toBe('half');
    expect(state('站点管理')).toBe('half');
    expect(screen.getByText('（有未保存的修改）')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          id: 2,
          ids: [220101, 220102, 220104, 220105, 220106, 220107, 220108, 220109, 220110],
          half_ids: [2011, 2201],
        },
      ]),
    );
  });

  it('全选 checks every node of the line, 清空 none; the search hides what does not match', async () => {
    const saved = capturePermissions([2200, 220001]);
    await renderScreen('configRoleAE', { search: '?id=2' });
    await screen.findByText('角色：教务管理员');
    searchTree('不存在的菜单');
    expect(screen.getByText('没有与「不存在的菜单」匹配的菜单或按钮')).toBeInTheDocument();
    searchTree('');
    fireEvent.click(screen.getByRole('button', { name: '全选' }));
    await waitFor(() => expect(state('招生管理')).toBe('checked'));
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    await waitFor(() => expect(state('招生管理')).toBe('none'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toEqual([{ id: 2, ids: [], half_ids: [] }]));
  });

  it('opens with groups expanded and pages closed; 展开全部 shows the buttons, 收起全部 only the top groups', async () => {
    await renderScreen('configRoleAE', { search: '?id=2' });
    await screen.findByText('角色：教务管理员');
    const rows = () => [...document.querySelectorAll('.arco-tree-node')].map((node) => node.textContent);
    await waitFor(() => expect(rows().slice(0, 3)).toEqual(['招生管理', '录取管理', '入学教育']));
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    await waitFor(() => expect(rows().slice(0, 4)).toEqual(['招生管理', '录取管理', '新增', '编辑']));
    fireEvent.click(screen.getByRole('button', { name: '收起全部' }));
    await waitFor(() => expect(rows().slice(0, 3)).toEqual(['招生管理', '学生管理', '课程管理']));
  });

  it('uses the own- paths and 1xxx nodes on the self-taught line', async () => {
    const paths: string[] = [];
    server.use(
      http.get('*/v1-own-role-permissions', ({ request }) => {
        paths.push(new URL(request.url).pathname + new URL(request.url).search);
        return HttpResponse.json({
          code: 200,
          msg: 'ok',
          result: { role_id: 5, role_name: '班主任', ids: [1123, 112301] },
        });
      }),
    );
    await renderScreen('configRoleST', { search: '?id=5' });
    expect(await screen.findByText('角色：班主任')).toBeInTheDocument();
    expect(paths).toEqual(['/v1-own-role-permissions?id=5']);
    const rows = () => [...document.querySelectorAll('.arco-tree-node')].map((node) => node.textContent);
    await waitFor(() => expect(rows()[0]).toBe('教务管理')); // self-taught group 1001
    searchTree('学习中心管理');
    await waitFor(() => expect(state('学习中心管理')).toBe('half')); // 1123 with 1 of its 10 buttons
  });

  it('asks before leaving with unsaved changes', async () => {
    capturePermissions([]);
    await renderScreen('configRoleAE', { search: '?id=2' });
    await screen.findByText('角色：教务管理员');
    fireEvent.click(screen.getByRole('button', { name: '全选' }));
    await screen.findByText('（有未保存的修改）');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByText('权限有未保存的修改，离开后将丢失，确定离开吗？')).toBeInTheDocument();
  });

  it('has no 保存 without the config action', async () => {
    await renderScreen('configRoleAE', { search: '?id=2', access: accessWith('configRoleAE', ['edit']) });
    await screen.findByText('角色：教务管理员');
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });
});
