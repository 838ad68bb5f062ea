/**
 * Action buttons (permission nodes with is_menu 0). The id of an action on a
 * page is `menuId * 100 + code`: button 新增 on menu 2101 is 210101. A page's
 * node lists the ids the account may use in `actionsList`.
 */
export const ACTIONS = {
  add: { code: 1, title: '新增' },
  edit: { code: 2, title: '编辑' },
  delete: { code: 3, title: '删除' },
  export: { code: 4, title: '导出' },
  import: { code: 5, title: '导入' },
  audit: { code: 6, title: '审核' },
  toggle: { code: 7, title: '启用/禁用' },
  reset: { code: 8, title: '重置密码' },
  print: { code: 9, title: '打印' },
  config: { code: 10, title: '配置' },
} as const;

export type Action = keyof typeof ACTIONS;

export function actionId(menuId: number, action: Action): number {
  return menuId * 100 + ACTIONS[action].code;
}
