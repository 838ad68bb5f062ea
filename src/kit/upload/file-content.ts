/**
 * What a file is, by its first bytes (magic numbers), not by its name or the type the browser
 * claims: an SVG or a web page renamed 照片.png is no image. Each upload field accepts the formats
 * its `accept` names (image/* → PNG, JPEG, GIF, WebP; video/* → MP4; .docx → Word …); a file whose
 * content is none of them is refused, and an accepted one is stored under the extension and type
 * of its content (a PNG named .jpg is stored as .png).
 */
import type { ObjectFormat } from '@/storage/object-upload';

/** The formats uploads may be; SVG and HTML are deliberately absent (script in a picture). */
const FORMATS = {
  png: { type: 'image/png', name: 'PNG' },
  jpg: { type: 'image/jpeg', name: 'JPG' },
  gif: { type: 'image/gif', name: 'GIF' },
  webp: { type: 'image/webp', name: 'WEBP' },
  pdf: { type: 'application/pdf', name: 'PDF' },
  doc: { type: 'application/msword', name: 'DOC' },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'DOCX' },
  xls: { type: 'application/vnd.ms-excel', name: 'XLS' },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'XLSX' },
  zip: { type: 'application/zip', name: 'ZIP' },
  mp4: { type: 'video/mp4', name: 'MP4' },
} as const satisfies Record<string, { type: ObjectFormat['type']; name: string }>;

type Extension = keyof typeof FORMATS;

const KINDS: Record<string, Extension[]> = {
  image: ['png', 'jpg', 'gif', 'webp'],
  video: ['mp4'],
};
const ALIASES: Record<string, Extension> = { jpeg: 'jpg' };

/** `.pdf,.docx` · `image/*` · `video/mp4` → the formats they name (empty: every format). */
export function formatsOf(accept: string | undefined): Extension[] {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (!tokens.length) return Object.keys(FORMATS) as Extension[];
  const all = Object.entries(FORMATS) as [Extension, (typeof FORMATS)[Extension]][];
  return [
    ...new Set(
      tokens.flatMap((token): Extension[] => {
        if (token.startsWith('.')) {
          const extension = ALIASES[token.slice(1)] ?? token.slice(1);
          return extension in FORMATS ? [extension as Extension] : [];
        }
        if (token.endsWith('/*')) return KINDS[token.slice(0, -2)] ?? [];
        return all.filter(([, format]) => format.type === token).map(([extension]) => extension);
      }),
    ),
  ];
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/**
 * The format of these bytes: the head of the file, and its tail (a zip's central directory names
 * its parts: word/ is a Word file, xl/ a workbook). Old Office files (doc, xls) share one container,
 * told apart by the name's extension.
 */
export function detectFormat(head: Uint8Array, tail: Uint8Array, fileName: string): Extension | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(head, 4, 8) === 'ftyp') return 'mp4';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const names = new TextDecoder('latin1').decode(head) + new TextDecoder('latin1').decode(tail);
    if (names.includes('word/')) return 'docx';
    if (names.includes('xl/')) return 'xlsx';
    return 'zip';
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const extension = /\.(doc|xls)$/i.exec(fileName)?.[1]?.toLowerCase();
    return extension as Extension | undefined;
  }
  return undefined;
}

const HEAD_BYTES = 4096;
/** A zip's central directory (its part names) sits at its end. */
const TAIL_BYTES = 65_536;

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The format of the file's content if the field accepts it (`accept` as the file input's); else
 * a rejection with the Chinese reason.
 */
export async function contentFormat(file: File, accept?: string): Promise<ObjectFormat> {
  const head = await bytesOf(file.slice(0, HEAD_BYTES));
  const tail = file.size > HEAD_BYTES ? await bytesOf(file.slice(-TAIL_BYTES)) : new Uint8Array();
  const found = detectFormat(head, tail, file.name);
  const allowed = formatsOf(accept);
  if (!found || !allowed.includes(found)) {
    const names = allowed.map((extension) => FORMATS[extension].name).join('、');
    return Promise.reject(
      new Error(`「${file.name}」的内容不是 ${names} 文件，不能上传（改扩展名不会改变文件的内容）`),
    );
  }
  return { extension: found, type: FORMATS[found].type };
}

/** The file under the name and type of its content: 照片.jpg holding a PNG → 照片.png. */
export function asFormat(file: File, format: ObjectFormat): File {
  const base = file.name.replace(/\.[^.]*$/, '');
  return new File([file], `${base}.${format.extension}`, { type: format.type });
}
