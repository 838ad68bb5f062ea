/** The parts of a student's detail shared by both lines: photos, face-check snapshots, learning records. */
import { Button, Space, Spin, Tag } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { canOpen, useAccess } from '@/access/access-context';
import { useListStudentRealChecks } from '@/generated/api/student/student';
import { LoadFailed, PhotoWall, useScreenNavigation, type Photo, REAL_CHECK_STATUS } from '@/kit';
import type { RouteLine } from '@/routes/types';
import { LEARNING_RECORDS } from './student-lines';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 20 }}>
      <h4 style={{ margin: '0 0 12px', fontSize: 14, fontWeight: 600 }}>{title}</h4>
      {children}
    </section>
  );
}

/** Photos with an address only (an empty string means not uploaded). */
export const photosOf = (entries: [title: string, src: string][]): Photo[] =>
  entries.filter(([, src]) => !!src).map(([title, src]) => ({ title, src }));

/** 人脸核验抓拍: each exam's ID photo and snapshots (GET getRealCheckByStudentUuid). */
export function FaceChecks({ uuid }: { uuid: string }) {
  const checks = useListStudentRealChecks(uuid, { request: { silent: true, loading: false } });
  if (checks.isPending) return <Spin tip="加载中…" />;
  if (checks.isError) return <LoadFailed what="人脸核验记录" error={checks.error} onRetry={checks.refetch} />;
  if (!checks.data.result.length) return <PhotoWall photos={[]} empty="暂无人脸核验记录" />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {checks.data.result.map((check) => (
        <div key={check.id} aria-label={check.examName}>
          <Space style={{ marginBottom: 8 }}>
            <span>{check.examName}</span>
            <Tag color={REAL_CHECK_STATUS[check.state]?.color}>{REAL_CHECK_STATUS[check.state]?.text}</Tag>
            <span style={{ color: 'var(--color-text-3)' }}>{check.createDate}</span>
          </Space>
          <PhotoWall
            size={96}
            photos={[
              { title: '身份证照片', src: check.frontCardImg },
              ...check.imgs.map((src, index) => ({ title: `抓拍 ${index + 1}`, src })),
            ]}
          />
        </div>
      ))}
    </Space>
  );
}

/**
 * Opens the learning-record screens (domain learning) the account may open, for this student by
 * uuid (the lists' exact student_uuid filter): never by 身份证号, which in an address lands in
 * browser history and access logs, nor by name, which two students may share. Page 1 makes it a
 * link of its own, so the screen's remembered search (another student's) does not narrow it.
 */
export function LearningLinks({
  suffix,
  uuid,
  onOpen,
}: {
  suffix: RouteLine;
  /** The student's uuid. */
  uuid: string;
  onOpen: () => void;
}) {
  const { open } = useScreenNavigation();
  const access = useAccess();
  const links = LEARNING_RECORDS.map((link) => ({ ...link, route: `${link.route}${suffix}` })).filter(
    ({ route }) => canOpen(access, route, ''),
  );
  return (
    <Space wrap>
      {links.map(({ route, label }) => (
        <Button
          key={route}
          size="small"
          onClick={() => {
            onOpen();
            open(route, { student_uuid: uuid, page: 1 });
          }}
        >
          {label}
        </Button>
      ))}
    </Space>
  );
}
