/** The kit's upload button over uploadObject: checks first, progress, 取消上传, 重试, the result to the caller. */
import { ConfigProvider } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UploadButton, type UploadButtonProps, type UploadedFile } from '@/kit/upload';
import type { UploadedObject, UploadOptions } from '@/storage/object-upload';

/** Each call reports 40 %, then waits: the test finishes it, fails it, or the signal aborts it. */
const storage = vi.hoisted(() => ({
  calls: [] as { file: File; options: UploadOptions; finish: () => void; fail: (message: string) => void }[],
}));
vi.mock('@/storage/object-upload', async (original) => ({
  ...(await original<typeof import('@/storage/object-upload')>()),
  uploadObject: (file: File, options: UploadOptions) =>
    new Promise<UploadedObject>((resolve, reject) => {
      options.onProgress?.(40);
      options.signal?.addEventListener('abort', () => reject(new Error('已取消上传')));
      storage.calls.push({
        file,
        options,
        finish: () =>
          resolve({
            url: `https://jw-oss.example.edu.cn/${options.folder}/20261125/a1.pdf`,
            key: `${options.folder}/20261125/a1.pdf`,
            name: file.name,
            size: file.size,
          }),
        fail: (message) => reject(new Error(message)),
      });
    }),
}));

/** A PDF of `bytes` bytes (its content starts as a PDF does: the upload checks it). */
const pdf = (bytes = 2048, name = '论文批注版.pdf') =>
  new File(['%PDF-1.7\n', new Uint8Array(bytes - 9)], name, { type: 'application/pdf' });

function mount(props: Partial<UploadButtonProps> = {}) {
  storage.calls = [];
  render(
    <ConfigProvider>
      <UploadButton folder="thesis" label="上传附件" inputLabel="选择附件" {...props} />
    </ConfigProvider>,
  );
  return (file: File) => fireEvent.change(screen.getByLabelText('选择附件'), { target: { files: [file] } });
}

describe('UploadButton', () => {
  it('shows the progress, then hands {url, key, name, size} to the caller', async () => {
    const onUploaded = vi.fn();
    const onChange = vi.fn();
    const choose = mount({ onUploaded, onChange });
    choose(pdf());
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: '取消上传' })).toBeInTheDocument();
    expect(storage.calls.map((call) => call.options.folder)).toEqual(['thesis']);
    storage.calls[0]!.finish();
    const object = {
      url: 'https://jw-oss.example.edu.cn/thesis/20261125/a1.pdf',
      key: 'thesis/20261125/a1.pdf',
      name: '论文批注版.pdf',
      size: 2048,
    };
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(object));
    expect(onUploaded).toHaveBeenCalledWith(object, storage.calls[0]!.file);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('cancels: the request is aborted, nothing reaches the caller, and 重试 sends the file again', async () => {
    const onChange = vi.fn();
    const choose = mount({ onChange });
    choose(pdf());
    fireEvent.click(await screen.findByRole('button', { name: '取消上传' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('已取消上传');
    expect(storage.calls[0]!.options.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('progressbar');
    expect(storage.calls).toHaveLength(2);
    expect(storage.calls[1]!.file.name).toBe('论文批注版.pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a file too large or of another type before sending anything', async () => {
    const choose = mount({ maxBytes: 1024, accept: '.pdf,.docx' });
    choose(pdf(2048));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件超过 1 KB 上限，请压缩后再上传');
    choose(new File(['x'], '截图.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '「截图.png」不是可上传的文件，只能上传 PDF、DOCX 文件',
    );
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(storage.calls).toEqual([]);
  });

  it('shows a failed upload with 重试; a failed registration retries only the registration', async () => {
    const onUploaded = vi
      .fn<(object: UploadedObject, file: File) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('请求失败，请联系管理员'))
      .mockResolvedValueOnce(undefined);
    const choose = mount({ onUploaded });
    choose(pdf());
    await screen.findByRole('progressbar');
    storage.calls[0]!.fail('文件上传失败，请检查网络后重试');
    expect(await screen.findByRole('alert')).toHaveTextContent('文件上传失败，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByRole('progressbar');
    storage.calls[1]!.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent('请求失败，请联系管理员');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(storage.calls).toHaveLength(2);
  });

  it('is a form control: shows the kept file with a link, 重新上传 and 移除', async () => {
    function Field() {
      const [value, setValue] = useState<UploadedFile | undefined>({
        name: '开题报告.docx',
        url: 'https://jw-oss.example.edu.cn/thesis/20261101/k2.docx',
      });
      return <UploadButton folder="thesis" label="上传附件" value={value} onChange={setValue} />;
    }
    render(
      <ConfigProvider>
        <Field />
      </ConfigProvider>,
    );
    expect(screen.getByRole('link', { name: '开题报告.docx' })).toHaveAttribute(
      'href',
      'https://jw-oss.example.edu.cn/thesis/20261101/k2.docx',
    );
    expect(screen.getByRole('button', { name: '重新上传' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '移除 开题报告.docx' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: '上传附件' })).toBeInTheDocument();
  });
});
