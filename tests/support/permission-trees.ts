/**
 * Permission trees for tests, made from the mock's tree (every menu of both lines with every action,
 * mock-server/auth-routing-example.ts → the contract example → the generated mock), never by hand.
 */
import { ACTIONS, actionId, type Action } from '@/access/actions';
import { getGetAuthRoutingResponseMock } from '@/generated/api/account/account.msw';
import type { AuthRoutingResponse, PermissionNode } from '@/generated/model';

const routeNameOf = (node: PermissionNode) => node.path.replace(/^\/+/, '');

/** The mock's tree with each page's actions cut to `keep(page)` (its route name); groups unchanged. */
export function treeWith(keep: (page: string) => readonly Action[]): AuthRoutingResponse {
  const cut = (node: PermissionNode): PermissionNode =>
    node.path
      ? { ...node, actionsList: keep(routeNameOf(node)).map((action) => actionId(node.id, action)) }
      : { ...node, children: (node.children ?? []).map(cut) };
  const mock = getGetAuthRoutingResponseMock();
  return { ...mock, result: mock.result.map(cut) };
}

/** Every page of both lines, with its menu entry only: an account that may view and nothing else. */
export const viewOnlyTree = () => treeWith(() => []);

/** Every action button's name (actions.ts): 新增, 编辑, … */
export const ACTION_NAMES = Object.keys(ACTIONS) as Action[];
