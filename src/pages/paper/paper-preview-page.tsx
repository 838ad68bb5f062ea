import { Button, Card, Space } from '@arco-design/web-react';
import { IconPrinter } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@/access/access-context';
import { useGetFsPaper } from '@/generated/api/paper/paper';
import { LoadFailed, useScreenNavigation, ScreenLoading } from '@/kit';
import { PrintPreview } from '@/kit/print';
import { MissingQuery } from './missing-query';
import { PaperSheets } from './paper-sheets';

/** 试卷预览 (previewExamAE): the paper as a candidate sees it; prints on A4 with its answer sheet. */
export function PaperPreviewPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { backTo } = useScreenNavigation();
  const { can } = usePermission();
  const [printing, setPrinting] = useState(params.get('print') === '1');
  const paper = useGetFsPaper(
    { id: id ?? 0 },
    { query: { enabled: !!id }, request: { silent: true, loading: false } },
  );
  if (!id) return <MissingQuery list="考试管理" onBack={() => backTo('examManagementAE')} />;
  if (paper.isPending) return <ScreenLoading tip="试卷加载中…" />;
  if (paper.isError) return <LoadFailed what="试卷" error={paper.error} onRetry={paper.refetch} />;
  const detail = paper.data.result;
  return (
    <Card
      bordered={false}
      title={`${detail.name}（${detail.questions.length} 题，满分 ${detail.full_score} 分，${detail.duration} 分钟）`}
      extra={
        <Space>
          {can('print') && (
            <Button type="primary" icon={<IconPrinter />} onClick={() => setPrinting(true)}>
              打印试卷与答题卡
            </Button>
          )}
          <Button onClick={() => backTo('examManagementAE')}>返回</Button>
        </Space>
      }
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 16,
          background: 'var(--color-fill-2)',
          padding: 16,
        }}
      >
        <PaperSheets paper={detail} />
      </div>
      <PrintPreview
        visible={printing}
        title={`${detail.name} · 试卷与答题卡`}
        onClose={() => setPrinting(false)}
      >
        <PaperSheets paper={detail} />
      </PrintPreview>
    </Card>
  );
}
