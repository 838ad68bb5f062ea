/** What a file is by its first bytes, and which formats an upload field's accept takes. */
import { describe, expect, it } from 'vitest';
import { asFormat, contentFormat, detectFormat, formatsOf } from '@/kit/upload/file-content';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)),
  );
const none = new Uint8Array();

describe('detectFormat', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['pdf', bytes('%PDF-1.7\n%âãÏÓ')],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0])],
    ['docx', bytes([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml…word/document.xml')],
    ['xlsx', bytes([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml…xl/workbook.xml')],
    ['zip', bytes([0x50, 0x4b, 0x03, 0x04], '第一章/图1.png')],
  ])('%s', (format, head) => {
    expect(detectFormat(head, none, 'x.bin')).toBe(format);
  });

  it('finds the Office parts in the tail (the zip central directory)', () => {
    expect(
      detectFormat(
        bytes([0x50, 0x4b, 0x03, 0x04], 'docProps/app.xml'),
        bytes('PK\x01\x02xl/styles.xml'),
        'a.zip',
      ),
    ).toBe('xlsx');
  });

  it('tells old Word and Excel files (one container) apart by the extension only', () => {
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectFormat(ole, none, '成绩.XLS')).toBe('xls');
    expect(detectFormat(ole, none, '论文.doc')).toBe('doc');
    expect(detectFormat(ole, none, '论文.ppt')).toBeUndefined();
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['SVG with an XML declaration', '<?xml version="1.0"?><svg/>'],
    ['HTML', '<!doctype html><script>alert(1)</script>'],
    ['text', '姓名,学号\n张三,2026001'],
    ['a Windows program', 'MZ\x90\x00'],
  ])('knows no %s', (_, text) => {
    expect(detectFormat(bytes(text), none, 'x.png')).toBeUndefined();
  });
});

describe('formatsOf (the accept of a field)', () => {
  it.each([
    ['image/*', ['png', 'jpg', 'gif', 'webp']],
    ['video/*', ['mp4']],
    ['.doc,.docx,.pdf,.zip', ['doc', 'docx', 'pdf', 'zip']],
    ['.pdf,.doc,.docx,.xls,.xlsx,.jpg,.png', ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'png']],
    ['.JPEG, image/png', ['jpg', 'png']],
    ['.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['xlsx']],
    ['.svg,.html,image/svg+xml', []],
  ])('%s', (accept, formats) => {
    expect(formatsOf(accept)).toEqual(formats);
  });

  it('an empty accept takes every format uploads may be, and never SVG or HTML', () => {
    expect(formatsOf('')).toEqual([
      'png',
      'jpg',
      'gif',
      'webp',
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'zip',
      'mp4',
    ]);
  });
});

describe('contentFormat and asFormat', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('a PNG named .jpg is a PNG, renamed to .png with its type', async () => {
    const file = new File([png], '证件照.jpg', { type: 'image/jpeg' });
    const format = await contentFormat(file, 'image/*');
    expect(format).toEqual({ extension: 'png', type: 'image/png' });
    const renamed = asFormat(file, format);
    expect([renamed.name, renamed.type, renamed.size]).toEqual(['证件照.png', 'image/png', 8]);
  });

  it('refuses what the field does not take, with the Chinese reason', async () => {
    await expect(
      contentFormat(new File(['<svg/>'], '证件照.png', { type: 'image/png' }), 'image/*'),
    ).rejects.toThrow(
      '「证件照.png」的内容不是 PNG、JPG、GIF、WEBP 文件，不能上传（改扩展名不会改变文件的内容）',
    );
    await expect(contentFormat(new File([png], '论文.pdf'), '.pdf')).rejects.toThrow('的内容不是 PDF 文件');
  });
});
