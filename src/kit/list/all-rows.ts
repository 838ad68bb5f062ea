/**
 * Every row a search finds, for a batch action on 「选择全部 N 条结果」 that needs the rows
 * themselves (printing their certificates): the pages of 100 (the contract's largest) fetched
 * side by side, in order.
 */
import type { ListSource } from './list-page';
import type { BatchScope } from './types';

const LARGEST_PAGE = 100;

export async function allRows<Row>(
  /** Any list's source: the search's filters are its own parameters. */
  list: ListSource<Row, never>,
  scope: Pick<BatchScope, 'filters' | 'count'>,
): Promise<Row[]> {
  const pages = Array.from({ length: Math.ceil(scope.count / LARGEST_PAGE) }, (_, index) => index + 1);
  const answers = await Promise.all(
    pages.map((page) => list.fetcher({ ...scope.filters, page, limit: LARGEST_PAGE } as never)),
  );
  return answers.flatMap((answer) => answer.result.list);
}
