/** 考试通过率 per major, and 各次考试通过人数 of the major picked in it. */
import { Grid } from '@arco-design/web-react';
import '@arco-design/web-react/es/Grid/style/css.js';
import { useCallback, useMemo, useState } from 'react';
import { useGetMajorPassRate, useGetMajorPassRateByMajor } from '@/generated/api/dashboard/dashboard';
import { DeferredSelect } from '@/kit';
import type { ChartItemClick } from '@/kit/chart';
import { Chart, CHART_HEIGHT, ChartCard } from './chart-card';
import { examPassOption, passRateOption } from './chart-options';
import { quietQuery, schoolQuery, type LoadState } from './query';
import styles from './pass-rate-cards.module.css';

const { Row, Col } = Grid;

export function PassRateCards({ schoolId }: { schoolId?: number }) {
  const passRate = useGetMajorPassRate(schoolId ?? 0, schoolQuery(schoolId));
  const data = passRate.data;
  const majors = useMemo(() => data?.result ?? [], [data]);
  const [pickedMajor, setPickedMajor] = useState<string>();
  // The picked major, or the first one (also after the school changes).
  const selected = majors.find((major) => major.majorUuid === pickedMajor) ?? majors[0];
  const selectedUuid = selected?.majorUuid;

  const byMajor = useGetMajorPassRateByMajor(selectedUuid ?? '', quietQuery({ enabled: !!selectedUuid }));
  const examData = byMajor.data;
  const exams = useMemo(() => examData?.result ?? [], [examData]);

  const rateOption = useMemo(() => passRateOption(majors, selectedUuid), [majors, selectedUuid]);
  const examOption = useMemo(() => examPassOption(exams), [exams]);
  const onMajorClick = useCallback(
    ({ dataIndex }: ChartItemClick) => {
      const major = majors[dataIndex];
      if (major) setPickedMajor(major.majorUuid);
    },
    [majors],
  );

  // Before the majors arrive, the detail card mirrors the pass-rate card's state.
  const detailState: LoadState = selectedUuid ? byMajor : passRate;

  return (
    <Row gutter={[16, 16]} align="stretch">
      <Col xs={24} xl={10}>
        <ChartCard
          title="考试通过率"
          hint="点击柱形查看该专业各次考试"
          state={passRate}
          empty={majors.length === 0}
        >
          <Chart
            option={rateOption}
            height={CHART_HEIGHT}
            ariaLabel="各专业考试通过率柱状图"
            onItemClick={onMajorClick}
          />
        </ChartCard>
      </Col>
      <Col xs={24} xl={14}>
        <ChartCard
          title="各次考试通过人数"
          hint={selected ? selected.majorName : undefined}
          state={detailState}
          empty={selectedUuid ? exams.length === 0 : majors.length === 0}
          extra={
            majors.length > 0 ? (
              <DeferredSelect
                className={styles.majorSelect}
                aria-label="选择专业"
                value={selectedUuid}
                onChange={(value: string) => setPickedMajor(value)}
                options={majors.map((major) => ({ label: major.majorName, value: major.majorUuid }))}
                showSearch
              />
            ) : null
          }
        >
          <Chart option={examOption} height={CHART_HEIGHT} ariaLabel="所选专业各次考试参考人数与通过人数图" />
        </ChartCard>
      </Col>
    </Row>
  );
}
