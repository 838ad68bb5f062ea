/** What the browser sweep makes of 暂无数据 on a screen, given the answers the screen received. */

/** A JSON answer a screen received: its operation and, when it carries a list, how many rows. */
export interface Answer {
  operation: string;
  rows?: number;
  /** A dictionary or a picker's options (not a list the screen shows). */
  lookup: boolean;
  /** One of the screen's own data calls (what a fault is put on). */
  screenCall: boolean;
}

/**
 * Every 暂无数据 needs an empty list of the screen's own to explain it: Prism answers the contract's
 * examples, so an empty table beside lists that all had rows lost its rows (a wrong field, a failed
 * mapping). A picker's empty options explain no empty table. The failure, or undefined.
 */
export function unexplainedEmpties(empties: number, answers: readonly Answer[]): string | undefined {
  const lists = answers.filter((answer) => answer.rows !== undefined && !answer.lookup);
  const emptyLists = lists.filter((answer) => answer.rows === 0).length;
  if (empties <= emptyLists) return undefined;
  const withRows = [...new Set(lists.filter((a) => a.rows! > 0).map((a) => `${a.operation} ${a.rows} 行`))];
  return `${empties} 处显示「暂无数据」，收到的空列表只有 ${emptyLists} 个（契约示例有行的：${withRows.join('，') || '无'}）`;
}
