/** 报名情况: sign-ups and fees per major over a date range (the last 30 days at first). */
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetMajorSignUp } from '@/generated/api/dashboard/dashboard';
import { DeferredRangePicker } from '@/kit';
import { Chart, CHART_HEIGHT, ChartCard } from './chart-card';
import { signUpOption } from './chart-options';
import { formatMoney } from '@/kit';
import { formatCount, lastThirtyDays } from './format';
import { quietQuery } from './query';
import styles from './sign-up-card.module.css';

export function SignUpCard({ schoolId, today }: { schoolId?: number; today: Date }) {
  const [range, setRange] = useState<[string, string]>(() => lastThirtyDays(today));
  const [endOfToday] = useState(() =>
    new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999).getTime(),
  );
  const params = useMemo(() => ({ startDate: range[0], endDate: range[1] }), [range]);
  const signUp = useGetMajorSignUp(
    schoolId ?? 0,
    params,
    quietQuery({ enabled: schoolId !== undefined, placeholderData: keepPreviousData }),
  );
  const data = signUp.data;
  const list = useMemo(() => data?.result.list ?? [], [data]);
  const option = useMemo(() => signUpOption(list), [list]);
  const totalPeople = list.reduce((sum, item) => sum + item.signUpNumber, 0);
  const totalCost = list.reduce((sum, item) => sum + item.signUpCost, 0);

  return (
    <ChartCard
      title="报名情况"
      hint="各专业报名人数与费用"
      state={signUp}
      empty={list.length === 0}
      extra={
        <DeferredRangePicker
          className={styles.rangePicker}
          aria-label="报名时间范围"
          value={range}
          format="YYYY-MM-DD"
          allowClear={false}
          disabledDate={(current) => current.valueOf() > endOfToday}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) setRange([dates[0], dates[1]]);
          }}
        />
      }
    >
      <div className={styles.summary}>
        <span>
          报名合计<strong>{formatCount(totalPeople)}</strong> 人
        </span>
        <span>
          报名费用合计<strong>{formatMoney(totalCost, { symbol: false })}</strong> 元
        </span>
      </div>
      <Chart option={option} height={CHART_HEIGHT - 32} ariaLabel="各专业报名人数与报名费用柱状图" />
    </ChartCard>
  );
}
