/** 数据概览: students, teachers and courses of the current school. */
import { Empty, Grid, Statistic } from '@arco-design/web-react';
import { LoadFailed } from '@/kit';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import { IconApps, IconBook, IconUser, IconUserGroup } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { useGetDataLayoutFirstLine } from '@/generated/api/dashboard/dashboard';
import { DashboardCard } from './dashboard-card';
import { cx, formatCount } from './format';
import { schoolQuery } from './query';
import styles from './overview-card.module.css';
import tones from './tones.module.css';

const { Row, Col } = Grid;

interface StatItem {
  title: string;
  value?: number;
  suffix: string;
  foot: ReactNode;
  icon: ReactNode;
  tone: string;
}

function todayIncrease(value: number | undefined) {
  return (
    <>
      今日新增 <span className={styles.statIncrease}>+{formatCount(value ?? 0)}</span>
    </>
  );
}

function learners(value: number | undefined) {
  return (
    <>
      学习人数 <strong>{formatCount(value ?? 0)}</strong> 人
    </>
  );
}

export function OverviewCard({ schoolId }: { schoolId?: number }) {
  const firstLine = useGetDataLayoutFirstLine(schoolId ?? 0, schoolQuery(schoolId));
  const data = firstLine.data?.result;
  const waiting = firstLine.isPending && firstLine.fetchStatus === 'idle';

  const items: StatItem[] = [
    {
      title: '学生人数',
      value: data?.studentTotal,
      suffix: '人',
      icon: <IconUserGroup />,
      tone: tones.toneBlue,
      foot: todayIncrease(data?.todayInsertStudentTotal),
    },
    {
      title: '教师人数',
      value: data?.teacherTotal,
      suffix: '人',
      icon: <IconUser />,
      tone: tones.toneCyan,
      foot: todayIncrease(data?.todayInsertTeacherTotal),
    },
    {
      title: '国考及认定课程',
      value: data?.disElectiveTotal,
      suffix: '门',
      icon: <IconBook />,
      tone: tones.tonePurple,
      foot: learners(data?.disElectivePeopleNumber),
    },
    {
      title: '选修课',
      value: data?.electiveTotal,
      suffix: '门',
      icon: <IconApps />,
      tone: tones.toneGold,
      foot: learners(data?.electivePeopleNumber),
    },
  ];

  let body: ReactNode;
  if (firstLine.isError) {
    body = <LoadFailed what="数据概览" error={firstLine.error} onRetry={firstLine.refetch} />;
  } else if (waiting) {
    body = <Empty description="请先选择院校" />;
  } else {
    body = (
      <Row gutter={[16, 16]} align="stretch">
        {items.map((item, index) => (
          <Col key={item.title} xs={24} sm={12} xl={6}>
            <section
              className={cx(styles.stat, index === items.length - 1 && styles.statLast)}
              aria-label={item.title}
            >
              <div className={styles.statMain}>
                <div className={styles.statTitle}>{item.title}</div>
                <Statistic
                  className={styles.statValue}
                  value={item.value ?? 0}
                  groupSeparator
                  suffix={item.suffix}
                  loading={firstLine.isPending}
                />
                <div className={styles.statFoot}>{firstLine.isPending ? '\u00a0' : item.foot}</div>
              </div>
              <div className={cx(styles.statIcon, item.tone)} aria-hidden>
                {item.icon}
              </div>
            </section>
          </Col>
        ))}
      </Row>
    );
  }

  return <DashboardCard title="数据概览">{body}</DashboardCard>;
}
