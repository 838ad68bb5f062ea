/**
 * 阅卷进度 of either line (readingProgressAE, scoringProgressST): the line's progress report on the
 * first tab, and on 评分一致性 one paper's report per question and per marker. Opened with ?paper_id=
 * (as 按题批改 links here) it starts on 评分一致性.
 */
import { Spin } from '@arco-design/web-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/kit';
import type { Line } from '@/lines/line';

// the report, the marking rules and echarts load with the tab, not with the statistics screens
const MarkingConsistency = lazy(() =>
  import('./marking-consistency').then((module) => ({ default: module.MarkingConsistency })),
);

const PROGRESS = 'progress';
const CONSISTENCY = 'consistency';

export function MarkingProgressTabs({ line, progress }: { line: Line; progress: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const paper = params.get('paper_id');
  const [tab, setTab] = useState(paper ? CONSISTENCY : PROGRESS);
  // a paper named in the URL (a link from 按题批改 into this open tab) shows its report
  const [shownPaper, setShownPaper] = useState(paper);
  if (paper !== shownPaper) {
    setShownPaper(paper);
    if (paper) setTab(CONSISTENCY);
  }
  // each tab starts from its own clean search; flags such as isJurisdiction stay
  const switchTab = (key: string) => {
    const next = new URLSearchParams();
    const flag = params.get('isJurisdiction');
    if (flag) next.set('isJurisdiction', flag);
    setParams(next, { replace: true });
    setTab(key);
  };
  return (
    <Tabs activeTab={tab} destroyOnHide onChange={switchTab}>
      <Tabs.TabPane key={PROGRESS} title="阅卷进度">
        {progress}
      </Tabs.TabPane>
      <Tabs.TabPane key={CONSISTENCY} title="评分一致性">
        <Suspense fallback={<Spin style={{ display: 'block' }} tip="加载统计…" />}>
          <MarkingConsistency line={line} />
        </Suspense>
      </Tabs.TabPane>
    </Tabs>
  );
}
