/** 待办事项: six to-do counts, each loading and failing on its own. */
import { Link } from '@arco-design/web-react';
import '@arco-design/web-react/es/Link/style/css.js';
import {
  IconEdit,
  IconIdcard,
  IconLiveBroadcast,
  IconMessage,
  IconQuestionCircle,
  IconRefresh,
  IconSwap,
} from '@arco-design/web-react/icon';
import {
  useGetComplaintsCount,
  useGetPendingOrderCount,
  useGetUntreatedQuestionTotal,
  useListExamsToMark,
  useListLiveChecks,
  useListRealChecks,
} from '@/generated/api/dashboard/dashboard';
import type { ListLiveChecksParams, ListRealChecksParams } from '@/generated/model';
import { CardTitle, DashboardCard } from './dashboard-card';
import { formatCount } from './format';
import { QUIET } from './query';
import { TodoTile, type TodoKey, type TodoTileProps } from './todo-tile';
import styles from './todo-card.module.css';
import tones from './tones.module.css';

export type { TodoKey } from './todo-tile';

const PENDING_REAL_CHECKS: ListRealChecksParams = { start: 1, perPage: 1, status: 1 };
const PENDING_LIVE_CHECKS: ListLiveChecksParams = { start: 1, perPage: 1, status: 1 };

export function TodoCard({ onTodoClick }: { onTodoClick?: (key: TodoKey) => void }) {
  const examsToMark = useListExamsToMark(QUIET);
  const pendingOrders = useGetPendingOrderCount(QUIET);
  const complaints = useGetComplaintsCount(QUIET);
  const questions = useGetUntreatedQuestionTotal(QUIET);
  const realChecks = useListRealChecks(PENDING_REAL_CHECKS, QUIET);
  const liveChecks = useListLiveChecks(PENDING_LIVE_CHECKS, QUIET);

  const tiles: Omit<TodoTileProps, 'onOpen'>[] = [
    {
      todoKey: 'examsToMark',
      label: '待阅卷考试',
      unit: '场',
      icon: <IconEdit />,
      tone: tones.toneBlue,
      state: examsToMark,
      count: examsToMark.data?.result.length,
    },
    {
      todoKey: 'pendingOrders',
      label: '待审核转账',
      unit: '笔',
      icon: <IconSwap />,
      tone: tones.toneGold,
      state: pendingOrders,
      count: pendingOrders.data?.result.total,
    },
    {
      todoKey: 'complaints',
      label: '未处理投诉',
      unit: '条',
      icon: <IconMessage />,
      tone: tones.toneOrange,
      state: complaints,
      count: complaints.data?.result,
    },
    {
      todoKey: 'questions',
      label: '未处理答疑',
      unit: '条',
      icon: <IconQuestionCircle />,
      tone: tones.toneCyan,
      state: questions,
      count: questions.data?.result,
    },
    {
      todoKey: 'realChecks',
      label: '待审核真人认证',
      unit: '人',
      icon: <IconIdcard />,
      tone: tones.tonePurple,
      state: realChecks,
      count: realChecks.data?.result.total,
    },
    {
      todoKey: 'liveChecks',
      label: '待审核直播',
      unit: '场',
      icon: <IconLiveBroadcast />,
      tone: tones.toneGreen,
      state: liveChecks,
      count: liveChecks.data?.result.total,
    },
  ];

  const allLoaded = tiles.every((tile) => tile.count !== undefined && !tile.state.isError);
  const total = tiles.reduce((sum, tile) => sum + (tile.count ?? 0), 0);
  const fetching = tiles.some((tile) => tile.state.isFetching);
  const refreshAll = () => {
    for (const tile of tiles) void tile.state.refetch();
  };

  return (
    <DashboardCard
      title={<CardTitle title="待办事项" hint={allLoaded ? <>共 {formatCount(total)} 项待处理</> : null} />}
      extra={
        // Arco's Link does not say it is disabled: aria-disabled does (and exempts its light text from contrast)
        <Link
          onClick={refreshAll}
          disabled={fetching}
          aria-disabled={fetching || undefined}
          icon={<IconRefresh />}
        >
          刷新
        </Link>
      }
    >
      <div className={styles.tiles}>
        {tiles.map((tile) => (
          <TodoTile key={tile.todoKey} {...tile} onOpen={onTodoClick} />
        ))}
      </div>
    </DashboardCard>
  );
}
