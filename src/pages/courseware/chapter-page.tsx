/**
 * 章节管理 (sectionManagementAE / ST, `?id=` course): the course's chapters and sections as one draft
 * staff add to, rename and reorder (上移 / 下移 or drag) and then save in one go. The draft is kept in
 * the browser for the user signed in until it is saved (user-storage.ts), so a failed save, a reload or
 * an expired session loses nothing; it is offered back to that user only, and restored when taken.
 */
import { Alert, Button, Empty, Input, Message, Popconfirm, Space, Tag } from '@arco-design/web-react';
import {
  IconArrowDown,
  IconArrowUp,
  IconDelete,
  IconDragDotVertical,
  IconPlus,
  IconVideoCamera,
} from '@arco-design/web-react/icon';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '@/access/access-context';
import {
  getFsCurriculumChapterTree,
  getGetFsCurriculumChapterTreeQueryKey,
  saveFsCurriculumChapterTree,
} from '@/generated/api/courseware/courseware';
import {
  KeptOffer,
  keptNotice,
  LoadFailed,
  SaveButton,
  useScreenNavigation,
  ScreenLoading,
  SummaryStrip,
} from '@/kit';
import { useLine } from '@/lines/page-type';
import { keptEntry } from '@/session/user-storage';
import {
  addChapter,
  addSection,
  draftOf,
  isChanged,
  move,
  moveTo,
  nextChapterTitle,
  positionOf,
  remove,
  rename,
  saveBodyOf,
  treeIssue,
  videosUnder,
  type Draft,
} from './chapter-tree';
import { useUnsavedGuard } from '@/ui/use-unsaved-guard';

export const COURSE_ROUTES = {
  AE: { list: 'adultEducationCourseAE', chapters: 'sectionManagementAE', videos: 'videoResourcesAE' },
  ST: { list: 'curriculumST', chapters: 'sectionManagementST', videos: 'videoResourcesST' },
} as const;

/** Shown by the course's detail pages opened without a course. */
export function NoCourse({ what, list }: { what: string; list: string }) {
  const { backTo } = useScreenNavigation();
  return (
    <Alert
      type="warning"
      content={`请从「课程信息」列表中选择一门课程进入${what}。`}
      action={<Button onClick={() => backTo(list)}>返回课程信息</Button>}
    />
  );
}

const counted = (draft: Draft) =>
  `${draft.length} 章 ${draft.reduce((total, chapter) => total + chapter.sections.length, 0)} 节`;

function NodeRow({
  label,
  value,
  onRename,
  editable,
  indent,
  tail,
  buttons,
  drag,
}: {
  label: string;
  value: string;
  onRename: (title: string) => void;
  editable: boolean;
  indent?: boolean;
  tail?: ReactNode;
  buttons: ReactNode;
  drag: { onDragStart: () => void; onDrop: () => void };
}) {
  return (
    <div
      data-node={label}
      draggable={editable}
      onDragStart={(event: DragEvent) => {
        event.stopPropagation();
        drag.onDragStart();
      }}
      onDragOver={(event) => editable && event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        drag.onDrop();
      }}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 8px',
        paddingLeft: indent ? 40 : 8,
        borderBottom: '1px solid var(--color-border-1)',
        background: indent ? undefined : 'var(--color-fill-1)',
      }}
    >
      {editable && <IconDragDotVertical style={{ cursor: 'grab', color: 'var(--color-text-3)' }} />}
      {editable ? (
        <Input
          aria-label={label}
          value={value}
          maxLength={40}
          onChange={onRename}
          style={{ maxWidth: 360, fontWeight: indent ? undefined : 500 }}
        />
      ) : (
        <span style={{ fontWeight: indent ? undefined : 500 }}>{value}</span>
      )}
      {tail}
      <span style={{ flex: 1 }} />
      {buttons}
    </div>
  );
}

export function ChapterPage() {
  const line = useLine();
  const routes = COURSE_ROUTES[line.suffix];
  const [params] = useSearchParams();
  const courseId = Number(params.get('id')) || 0;
  const { open } = useScreenNavigation();
  const { can } = usePermission();
  const editable = can('edit');
  // kept for the user signed in, offered back to them only
  const kept = useMemo(
    () => keptEntry<Draft>(`chapters:${line.suffix}:${courseId}`),
    [line.suffix, courseId],
  );
  const tree = useQuery({
    queryKey: getGetFsCurriculumChapterTreeQueryKey({ course_id: courseId }),
    queryFn: ({ signal }) => getFsCurriculumChapterTree({ course_id: courseId }, { silent: true }, signal),
    enabled: courseId > 0,
  });
  const saved = useMemo(() => draftOf(tree.data?.result.chapters ?? []), [tree.data]);
  const stored = useMemo(() => (tree.data ? kept.read() : undefined), [tree.data, kept]);
  const [draft, setDraft] = useState<Draft>();
  const [answered, setAnswered] = useState(false);
  const [saving, setSaving] = useState(false);
  const dragged = useRef<string>(undefined);
  // A draft kept from an earlier visit (a reload, a failed save, an expired session) is offered until
  // it is taken back or given up; meanwhile it stays kept as it was.
  const offer = !answered && stored && isChanged(saved, stored.value) ? stored : undefined;

  const current = draft ?? saved;
  const changed = isChanged(saved, current);
  const courseName = tree.data?.result.course_name;
  useEffect(() => {
    if (!draft || offer) return;
    if (changed) kept.write(draft, `章节管理：${courseName} 的修改`);
    else kept.remove();
  }, [draft, changed, kept, offer, courseName]);
  // closing the tab or the page with unsaved changes asks first (the draft also survives a reload)
  useUnsavedGuard(changed);

  if (!courseId) return <NoCourse what="章节管理" list={routes.list} />;
  if (tree.isError) return <LoadFailed what="章节" error={tree.error} onRetry={tree.refetch} />;
  if (!tree.data) return <ScreenLoading />;

  const course = tree.data.result;
  const change = (next: Draft) => setDraft(next);
  const issue = treeIssue(current);
  const videos = current.reduce((total, chapter) => total + videosUnder(current, chapter.key), 0);

  const save = async () => {
    if (issue) return void Message.warning(issue);
    setSaving(true);
    try {
      await saveFsCurriculumChapterTree(saveBodyOf(courseId, current));
      kept.remove();
      Message.success('章节已保存');
      setAnswered(true);
      await tree.refetch();
      setDraft(undefined);
    } catch {
      // the request layer has said why; the draft stays as it is
    } finally {
      setSaving(false);
    }
  };
  const discard = () => {
    if (!offer) kept.remove();
    setDraft(undefined);
  };

  const moveButtons = (nodeKey: string, noun: string) => {
    const place = positionOf(current, nodeKey);
    return (
      <>
        <Button
          size="mini"
          icon={<IconArrowUp />}
          aria-label={`上移${noun}`}
          disabled={place.first}
          onClick={() => change(move(current, nodeKey, -1))}
        />
        <Button
          size="mini"
          icon={<IconArrowDown />}
          aria-label={`下移${noun}`}
          disabled={place.last}
          onClick={() => change(move(current, nodeKey, 1))}
        />
      </>
    );
  };
  const removeButton = (nodeKey: string, noun: string, title: string) => {
    const count = videosUnder(current, nodeKey);
    return (
      <Popconfirm
        title={`确定删除${noun}「${title}」吗？${count ? `其下 ${count} 个视频将在保存后一并删除。` : '保存后生效。'}`}
        onOk={() => change(remove(current, nodeKey))}
      >
        <Button size="mini" status="danger" icon={<IconDelete />} aria-label={`删除${noun}「${title}」`} />
      </Popconfirm>
    );
  };
  const drag = (nodeKey: string) => ({
    onDragStart: () => (dragged.current = nodeKey),
    onDrop: () => {
      if (dragged.current) change(moveTo(current, dragged.current, nodeKey));
      dragged.current = undefined;
    },
  });

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <SummaryStrip
        items={[
          { label: '课程代码', value: course.course_code },
          { label: '课程名称', value: course.course_name },
          { label: '章 / 小节', value: counted(current) },
          { label: '视频', value: `${videos} 个` },
        ]}
      />
      {offer && (
        <KeptOffer
          notice={`${keptNotice(1, '章节修改', offer.at)}，只为您保留。恢复后：`}
          lines={[`${counted(offer.value)}，保存后生效`]}
          restoreLabel="恢复章节修改"
          onRestore={() => {
            setAnswered(true);
            setDraft(offer.value);
          }}
          onGiveUp={() => {
            setAnswered(true);
            kept.remove();
          }}
        />
      )}
      <Space wrap>
        {editable && (
          <>
            <SaveButton saving={saving} changed={changed} onSave={save}>
              保存章节
            </SaveButton>
            <Button
              icon={<IconPlus />}
              onClick={() => change(addChapter(current, nextChapterTitle(current)))}
            >
              新增章
            </Button>
            <Button disabled={!changed} onClick={discard}>
              放弃修改
            </Button>
          </>
        )}
        <Button icon={<IconVideoCamera />} onClick={() => open(routes.videos, { id: courseId })}>
          视频资源
        </Button>
        {changed ? (
          <Tag color="orange">有未保存的修改</Tag>
        ) : (
          <span style={{ color: 'var(--color-text-3)' }}>
            {editable ? '可直接修改名称，用上移 / 下移或拖动调整顺序，完成后保存。' : ''}
          </span>
        )}
        {changed && issue && <span style={{ color: 'rgb(var(--danger-6))' }}>{issue}</span>}
      </Space>
      <div
        role="group"
        aria-label="章节"
        style={{ border: '1px solid var(--color-border-2)', borderRadius: 4 }}
      >
        {current.length === 0 && <Empty description="这门课程还没有章节，点「新增章」开始" />}
        {current.map((chapter) => (
          <div key={chapter.key} role="group" aria-label={chapter.title}>
            <NodeRow
              label="章名称"
              value={chapter.title}
              editable={editable}
              onRename={(title) => change(rename(current, chapter.key, title))}
              tail={<span style={{ color: 'var(--color-text-3)' }}>{chapter.sections.length} 节</span>}
              drag={drag(chapter.key)}
              buttons={
                editable && (
                  <Space size={4}>
                    <Button
                      size="mini"
                      icon={<IconPlus />}
                      onClick={() =>
                        change(
                          addSection(
                            current,
                            chapter.key,
                            `${current.indexOf(chapter) + 1}.${chapter.sections.length + 1} `,
                          ),
                        )
                      }
                    >
                      添加小节
                    </Button>
                    {moveButtons(chapter.key, '章')}
                    {removeButton(chapter.key, '章', chapter.title)}
                  </Space>
                )
              }
            />
            {chapter.sections.map((section) => (
              <NodeRow
                key={section.key}
                label="小节名称"
                indent
                value={section.title}
                editable={editable}
                onRename={(title) => change(rename(current, section.key, title))}
                drag={drag(section.key)}
                tail={
                  <span style={{ color: 'var(--color-text-3)' }}>
                    {section.id ? `${section.video_count} 个视频` : '新小节'}
                  </span>
                }
                buttons={
                  <Space size={4}>
                    {section.id && (
                      <Button
                        size="mini"
                        type="text"
                        onClick={() => open(routes.videos, { id: courseId, v_section_id: section.id! })}
                      >
                        视频
                      </Button>
                    )}
                    {editable && moveButtons(section.key, '小节')}
                    {editable && removeButton(section.key, '小节', section.title)}
                  </Space>
                }
              />
            ))}
          </div>
        ))}
      </div>
    </Space>
  );
}
