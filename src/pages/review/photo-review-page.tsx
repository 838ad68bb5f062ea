import { Modal } from '@arco-design/web-react';
import { IconInfoCircle } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  exportAdultPhotos,
  getListAdultPhotosQueryKey,
  listAdultPhotos,
  passAdultPhotos,
  rejectAdultPhotos,
} from '@/generated/api/review/review';
import type { ListAdultPhotosParams, StudentPhoto } from '@/generated/model';
import { PassAdultPhotosBody, RejectAdultPhotosBody } from '@/generated/zod/review/review.zod';
import {
  type ListEnvelope,
  ListPage,
  type ListSource,
  PENDING_REVIEW,
  Tabs,
  type ToolbarAction,
  useReview,
} from '@/kit';
import { photoColumns, photoSearch } from './photo-fields';
import { checkPhoto, PHOTO_RULE_TEXT, reasonFromChecks } from './photo-rules';
import { PreviewGroup } from './photo-thumb';
import { RealCheckList } from './real-check-list';

type PhotoParams = Omit<ListAdultPhotosParams, 'kind'>;

interface PhotoScreen {
  kind: ListAdultPhotosParams['kind'];
  noun: string;
  exportName: string;
}

const ADMISSION: PhotoScreen = { kind: 1, noun: '录取照片', exportName: '录取照片审核结果.xlsx' };
const GRADUATION: PhotoScreen = { kind: 2, noun: '毕业照片', exportName: '毕业照片审核结果.xlsx' };

const failing = (photos: readonly StudentPhoto[]) => photos.filter((photo) => checkPhoto(photo).length);

function summary({ result }: ListEnvelope<StudentPhoto>) {
  const count = failing(result.list).length;
  return count ? (
    <span style={{ color: 'rgb(var(--danger-6))' }}>本页 {count} 张未通过自动检查</span>
  ) : (
    <span>本页照片均符合要求</span>
  );
}

const showRules = () =>
  Modal.info({
    title: '学信网照片要求',
    content: (
      <ul style={{ paddingLeft: 20, margin: 0 }}>
        {PHOTO_RULE_TEXT.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    ),
  });

function PhotoList({ screen }: { screen: PhotoScreen }) {
  const { kind, noun } = screen;
  const source = useMemo<ListSource<StudentPhoto, PhotoParams>>(
    () => ({
      queryKey: (params) => getListAdultPhotosQueryKey({ ...params, kind }),
      fetcher: (params, options, signal) => listAdultPhotos({ ...params, kind }, options, signal),
    }),
    [kind],
  );
  const columns = useMemo(() => photoColumns(noun), [noun]);
  const review = useReview<StudentPhoto>({
    noun,
    unit: '张',
    label: (photo) => photo.student_name,
    isPending: (photo) => photo.status === PENDING_REVIEW,
    approve: {
      schema: PassAdultPhotosBody.shape.remark,
      send: (photos, remark) =>
        passAdultPhotos({ ids: photos.map((photo) => photo.id), ...(remark ? { remark } : {}) }),
    },
    reject: {
      schema: RejectAdultPhotosBody.shape.reason,
      send: (photos, reason) => rejectAdultPhotos({ ids: photos.map((photo) => photo.id), reason }),
    },
    reasons: ['背景应为蓝色', '像素应为 480×640', '照片模糊或光线不足', '非本人近期正面免冠照片'],
    suggestReason: reasonFromChecks,
    warning: (photos, decision) => {
      const count = failing(photos).length;
      return decision === 'approve' && count ? `其中 ${count} 张未通过自动检查，确定仍要通过吗？` : undefined;
    },
  });
  const toolbar: ToolbarAction[] = [
    { key: 'rules', label: '照片要求', icon: <IconInfoCircle />, onClick: showRules },
  ];
  return (
    <PreviewGroup infinite>
      <ListPage<StudentPhoto, PhotoParams>
        list={source}
        rowKey="id"
        search={photoSearch}
        columns={columns}
        toolbar={toolbar}
        review={review}
        exportFile={(params, options) => exportAdultPhotos({ ...params, kind }, options)}
        exportName={screen.exportName}
        summary={summary}
      />
    </PreviewGroup>
  );
}

const REAL_CHECK_TAB = 'realCheck';

/** 录取照片审核 / 毕业照片审核: the photos with their automatic checks, and the face checks (真人核验). */
function PhotoReviewPage({ screen }: { screen: PhotoScreen }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === REAL_CHECK_TAB ? REAL_CHECK_TAB : 'photos';
  // each tab starts from its own clean search; flags such as isJurisdiction stay
  const switchTab = (key: string) => {
    const next = new URLSearchParams();
    const flag = params.get('isJurisdiction');
    if (flag) next.set('isJurisdiction', flag);
    if (key === REAL_CHECK_TAB) next.set('tab', key);
    setParams(next, { replace: true });
  };
  return (
    <Tabs activeTab={tab} destroyOnHide onChange={switchTab}>
      <Tabs.TabPane key="photos" title={`${screen.noun}审核`}>
        <PhotoList screen={screen} />
      </Tabs.TabPane>
      <Tabs.TabPane key={REAL_CHECK_TAB} title="真人核验审核">
        <RealCheckList />
      </Tabs.TabPane>
    </Tabs>
  );
}

export const AdmissionPhotoPage = () => <PhotoReviewPage screen={ADMISSION} />;
export const GradPhotoPage = () => <PhotoReviewPage screen={GRADUATION} />;
