/**
 * `?student_uuid=` in a learning-record screen's address: a student's profile opened the screen
 * for that one student (exact, where the 学生 search by name is not: two students may share a
 * name; and no 身份证号 in the address). The list and its export ask for that student only; the
 * status bar says whose records these are and offers 查看全部学生, which takes the filter out of
 * the address. The filter is not a search field: a search of the screen's own keeps it.
 */
import { Button } from '@arco-design/web-react';
import { useSearchParams } from 'react-router-dom';
import { useScreenRoute } from '@/access/access-context';
import { maskIdCard, type ListEnvelope, type ListPageProps } from '@/kit';
import type { StudentRow } from './learning-fields';

export const STUDENT_FILTER = 'student_uuid';

/** The list and export parameters of a learning record (the contract's optional student_uuid). */
export interface StudentScoped {
  student_uuid?: string;
}

type Filtered<Row, Params> = Pick<ListPageProps<Row, Params>, 'list' | 'exportFile' | 'summary'>;

/** The list, export and status bar of a screen, for the student of the address when it names one. */
export function useStudentFilter<Row extends StudentRow, Params extends StudentScoped>(
  screen: Filtered<Row, Params>,
): Filtered<Row, Params> {
  const [params, setParams] = useSearchParams();
  const records = useScreenRoute()?.title ?? '记录';
  const uuid = params.get(STUDENT_FILTER);
  if (!uuid) return screen;
  const { list, exportFile, summary } = screen;
  const only = (query: Params): Params => ({ ...query, student_uuid: uuid });
  const showEveryone = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(STUDENT_FILTER);
        return next;
      },
      { replace: true },
    );
  return {
    list: {
      queryKey: (query) => list.queryKey(only(query)),
      fetcher: (query, options, signal) => list.fetcher(only(query), options, signal),
    },
    exportFile: exportFile && ((query, options) => exportFile(only(query), options)),
    summary: (envelope) => (
      <>
        <span>
          {whose(envelope, records)}
          <Button type="text" size="mini" onClick={showEveryone}>
            查看全部学生
          </Button>
        </span>
        {summary?.(envelope)}
      </>
    ),
  };
}

/** 「只看林晓燕（440106********2726）的考试记录」: the name from the records, the 身份证号 masked. */
function whose(envelope: ListEnvelope<StudentRow>, records: string): string {
  const [first] = envelope.result.list;
  return first
    ? `只看${first.student_name}（${maskIdCard(first.id_card)}）的${records}`
    : `只看从学生档案打开的这名学生的${records}`;
}
