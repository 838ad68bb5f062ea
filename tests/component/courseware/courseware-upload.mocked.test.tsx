/** 视频资源: a video goes to object storage (progress, 取消) and is then registered to its section. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../support/render-screen';
import { captureBodies } from '../../support/requests';

const upload = vi.hoisted(() => ({ mode: 'ok' as 'ok' | 'hang' }));
vi.mock('@/storage/video-duration', () => ({ readVideoDuration: () => Promise.resolve(1265) }));
vi.mock('@/storage/object-upload', async (original) => ({
  ...(await original<typeof import('@/storage/object-upload')>()),
  uploadObject: (file: File, options: { onProgress?: (n: number) => void; signal?: AbortSignal }) => {
    options.onProgress?.(40);
    if (upload.mode === 'ok')
      return Promise.resolve({
        url: 'https://jw-oss.example.edu.cn/video/20261125/x.mp4',
        key: 'video/x.mp4',
        name: file.name,
        size: file.size,
      });
    return new Promise((_, reject) =>
      options.signal?.addEventListener('abort', () => reject(new Error('已取消上传'))),
    );
  },
}));

// an MP4 starts with its ftyp box (the upload checks the content, not the name)
const video = new File(
  [new Uint8Array([0, 0, 0, 0x20]), 'ftypisom', new Uint8Array(2036)],
  '略读技巧精讲.mp4',
  {
    type: 'video/mp4',
  },
);

describe('上传视频 (videoResourcesST)', () => {
  it('reads the duration, shows the progress and registers the uploaded video to the section', async () => {
    upload.mode = 'ok';
    const added = captureBodies('/v1-own-curriculum-video-add');
    await renderScreen('videoResourcesST', { search: '?id=1&v_section_id=101' });
    fireEvent.click(await screen.findByRole('button', { name: '上传视频' }, { timeout: 5000 }));
    const modal = await screen.findByRole('dialog');
    fireEvent.click(within(modal).getByRole('button', { name: '开始上传' }));
    expect(await within(modal).findByText('请选择视频文件')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('视频文件'), { target: { files: [video] } });
    expect(await within(modal).findByText('略读技巧精讲.mp4（2 KB，时长 21 分 5 秒）')).toBeInTheDocument();
    expect(within(modal).getByLabelText('视频标题')).toHaveValue('略读技巧精讲');
    fireEvent.click(within(modal).getByRole('button', { name: '开始上传' }));
    await waitFor(() =>
      expect(added).toEqual([
        {
          course_id: 1,
          section_id: 101,
          title: '略读技巧精讲',
          url: 'https://jw-oss.example.edu.cn/video/20261125/x.mp4',
          duration: 1265,
          size_bytes: 2048,
        },
      ]),
    );
  });

  it('cancels an upload and registers nothing', async () => {
    upload.mode = 'hang';
    const added = captureBodies('/v1-own-curriculum-video-add');
    await renderScreen('videoResourcesST', { search: '?id=1&v_section_id=101' });
    fireEvent.click(await screen.findByRole('button', { name: '上传视频' }, { timeout: 5000 }));
    const modal = await screen.findByRole('dialog');
    fireEvent.change(within(modal).getByLabelText('视频文件'), { target: { files: [video] } });
    await within(modal).findByText(/略读技巧精讲.mp4/);
    fireEvent.click(within(modal).getByRole('button', { name: '开始上传' }));
    fireEvent.click(await within(modal).findByRole('button', { name: '取消上传' }));
    expect(await within(modal).findByText('已取消上传')).toBeInTheDocument();
    expect(added).toEqual([]);
  });
});
