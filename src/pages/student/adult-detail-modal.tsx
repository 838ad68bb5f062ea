/** 学籍档案 of an adult student: the row, the archive (info), photos (images), face checks, learning records. */
import { Spin } from '@arco-design/web-react';
import { useGetAdultStudentInfo, useListAdultStudentImages } from '@/generated/api/student/student';
import type { AdultStudent } from '@/generated/model';
import { DetailModal, DetailView, LoadFailed, PhotoWall } from '@/kit';
import { adultDetailItems, profileItems } from './adult-fields';
import { FaceChecks, LearningLinks, Section } from './profile-sections';

type Modal = { visible: boolean; record?: AdultStudent; close: () => void };
const QUIET = { request: { silent: true, loading: false } } as const;

export function AdultDetailModal({ modal }: { modal: Modal }) {
  return (
    <DetailModal<AdultStudent>
      modal={modal}
      title={(student) => `学籍档案 · ${student.name}`}
      items={adultDetailItems}
    >
      {(student) => <Archive student={student} onLeave={modal.close} />}
    </DetailModal>
  );
}

function Archive({ student, onLeave }: { student: AdultStudent; onLeave: () => void }) {
  const info = useGetAdultStudentInfo({ id: student.id }, QUIET);
  const images = useListAdultStudentImages({ id: student.id }, QUIET);
  return (
    <>
      <Section title="档案信息">
        {info.isPending && <Spin tip="加载中…" />}
        {info.isError && <LoadFailed what="档案信息" error={info.error} onRetry={info.refetch} />}
        {info.data && <DetailView items={profileItems} data={info.data.result.profile} column={3} />}
      </Section>
      <Section title="档案照片">
        {images.isPending && <Spin tip="加载中…" />}
        {images.isError && <LoadFailed what="档案照片" error={images.error} onRetry={images.refetch} />}
        {images.data && (
          <PhotoWall
            photos={images.data.result.map((image) => ({
              src: image.url,
              title: image.label,
              description: image.uploaded_at,
            }))}
          />
        )}
      </Section>
      <Section title="人脸核验抓拍">
        <FaceChecks uuid={student.uuid} />
      </Section>
      <Section title="学习情况">
        <LearningLinks suffix="AE" uuid={student.uuid} onOpen={onLeave} />
      </Section>
    </>
  );
}
