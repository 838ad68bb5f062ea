/** 专业人数: the majors with the most students. */
import { useMemo } from 'react';
import { useGetDataLayoutMajorPeopleNumber } from '@/generated/api/dashboard/dashboard';
import { Chart, CHART_HEIGHT, ChartCard } from './chart-card';
import { majorPeopleOption } from './chart-options';
import { schoolQuery } from './query';

const MAJOR_RANK_LIMIT = 10;

export function MajorPeopleCard({ schoolId }: { schoolId?: number }) {
  const people = useGetDataLayoutMajorPeopleNumber(schoolId ?? 0, schoolQuery(schoolId));
  const data = people.data;
  const sorted = useMemo(() => data?.result.sortList ?? [], [data]);
  const top = useMemo(() => sorted.slice(0, MAJOR_RANK_LIMIT), [sorted]);
  const option = useMemo(() => majorPeopleOption(top), [top]);

  return (
    <ChartCard
      title="专业人数"
      hint={sorted.length > MAJOR_RANK_LIMIT ? `在读人数前 ${MAJOR_RANK_LIMIT} 名` : '各专业在读人数'}
      state={people}
      empty={sorted.length === 0}
    >
      <Chart option={option} height={CHART_HEIGHT} ariaLabel="各专业在读人数排行条形图" />
    </ChartCard>
  );
}
