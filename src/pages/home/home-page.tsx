/**
 * 首页数据看板：数据概览、待办事项与四张统计图（报名情况、专业人数、考试通过率、
 * 各次考试通过人数）。每块各自加载、各自显示失败与重试，互不影响；请求不打开全局
 * 加载遮罩，也不弹出全局错误提示（401 仍由请求层统一处理）。
 */
import { Grid } from '@arco-design/web-react';
import '@arco-design/web-react/es/Grid/style/css.js';
import { useState } from 'react';
import { useListBasisFilterAllSchool } from '@/generated/api/basics/basics';
import { DeferredSelect, LoadFailed } from '@/kit';
import { getSession } from '@/session/session';
import { greetingFor, longDate } from './format';
import { MajorPeopleCard } from './major-people-card';
import { OverviewCard } from './overview-card';
import { PassRateCards } from './pass-rate-cards';
import { quietQuery, type LoadState } from './query';
import { SignUpCard } from './sign-up-card';
import { TodoCard, type TodoKey } from './todo-card';
import styles from './home-page.module.css';

export type { TodoKey } from './todo-card';

const { Row, Col } = Grid;

function SchoolPicker({
  state,
  schools,
  value,
  onChange,
}: {
  state: LoadState;
  schools: { id: number; name: string }[];
  value?: number;
  onChange: (id: number) => void;
}) {
  return (
    <div className={styles.schoolPicker}>
      <span>当前院校</span>
      {state.isError ? (
        <LoadFailed what="院校" error={state.error} onRetry={state.refetch} compact />
      ) : (
        <DeferredSelect
          className={styles.schoolSelect}
          aria-label="选择院校"
          placeholder={state.isPending ? '院校加载中…' : '暂无院校'}
          loading={state.isPending}
          value={value}
          onChange={(id: number) => onChange(id)}
          options={schools.map((school) => ({ label: school.name, value: school.id }))}
          showSearch
        />
      )}
    </div>
  );
}

export interface HomePageProps {
  /** Called when a to-do tile is activated; without it the tiles only display their counts. */
  onTodoClick?: (key: TodoKey) => void;
}

export function HomePage({ onTodoClick }: HomePageProps = {}) {
  const [today] = useState(() => new Date());
  const [username] = useState(() => getSession('username') ?? '');
  // A school account carries its school; a platform account (0 or none) picks one.
  const [sessionSchoolId] = useState(() => getSession('schoolId') || undefined);
  const needsPicker = sessionSchoolId === undefined;
  const schools = useListBasisFilterAllSchool(quietQuery({ enabled: needsPicker }));
  const [pickedSchoolId, setPickedSchoolId] = useState<number>();
  const schoolList = schools.data?.result ?? [];
  const schoolId =
    sessionSchoolId ?? (schoolList.find((school) => school.id === pickedSchoolId) ?? schoolList[0])?.id;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h2 className={styles.greeting}>
            {greetingFor(today.getHours())}
            {username ? `，${username}` : ''}
          </h2>
          <div className={styles.today}>今天是 {longDate(today)}，以下是教务数据概况。</div>
        </div>
        {needsPicker ? (
          <SchoolPicker state={schools} schools={schoolList} value={schoolId} onChange={setPickedSchoolId} />
        ) : null}
      </div>

      <OverviewCard schoolId={schoolId} />
      <TodoCard onTodoClick={onTodoClick} />

      <Row gutter={[16, 16]} align="stretch">
        <Col xs={24} xl={16}>
          <SignUpCard schoolId={schoolId} today={today} />
        </Col>
        <Col xs={24} xl={8}>
          <MajorPeopleCard schoolId={schoolId} />
        </Col>
      </Row>

      <PassRateCards schoolId={schoolId} />
    </div>
  );
}
