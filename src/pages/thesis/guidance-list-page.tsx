import { getListFsThesisGuidancesQueryKey, listFsThesisGuidances } from '@/generated/api/thesis/thesis';
import type { ThesisGuidance } from '@/generated/model';
import { ListPage, useScreenNavigation } from '@/kit';
import { useLine } from '@/lines/page-type';
import { guidanceColumns, guidanceSearch } from './guidance-fields';

/** 论文指导 (dissertationGuidanceAE / ST): each student's topic, drafts, comments and milestone. */
export function GuidanceListPage() {
  const line = useLine();
  const { open } = useScreenNavigation();
  return (
    <ListPage<ThesisGuidance, Parameters<typeof listFsThesisGuidances>[0]>
      list={{ queryKey: getListFsThesisGuidancesQueryKey, fetcher: listFsThesisGuidances }}
      rowKey="id"
      search={guidanceSearch}
      columns={guidanceColumns}
      rowActions={[
        {
          key: 'detail',
          label: '指导详情',
          onClick: (row) => open(`dissertationGuidance${line.suffix}Del`, { id: row.id }),
        },
      ]}
    />
  );
}
