/**
 * The print check: what a page prints, as chromium prints it.
 *
 * - `printPdf` prints the page to PDF (the page's own @page size, backgrounds on); `readPdf` reads
 *   its pages (each page's MediaBox in mm) and the characters its fonts print (their ToUnicode maps:
 *   chromium embeds only the glyphs a PDF uses, so a character missing from them was not printed).
 * - `measureSheets`, under print media, measures every printed sheet (`[data-print-sheet]` shown in
 *   print): its size against its paper (`data-paper`, A4 unless the sheet says otherwise), everything
 *   visible it prints (text, images, lines, filled boxes) that lies within the margin of the paper's
 *   edges (`data-print-margin`, else the caller's, else 5 mm), what it would print but clips away
 *   wholly (pushed past the sheet, whose overflow is hidden: it never reaches the paper), and, on
 *   pre-printed stock (`data-print-stock`), any guide that prints: a field label, the empty photo box's 照片.
 * - `sheetProblems` turns a measurement into the failures it shows.
 */
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export const PX_PER_MM = 96 / 25.4;
export const DEFAULT_MARGIN_MM = 5;
/** How far a measurement may be off (sub-pixel layout, rounding) before it counts. */
export const TOLERANCE_MM = 0.5;

/** Text that must never print on any sheet: an empty value's placeholder or a bug's leftovers. */
export const NEVER_PRINTED = [
  'undefined',
  'null',
  'NaN',
  'Invalid Date',
  '[object Object]',
  '请选择',
  '请输入',
];

// ------------------------------------------------------------------------------------------ PDF

export interface PdfPage {
  /** MediaBox in mm. */
  width: number;
  height: number;
}

export interface PdfInfo {
  pages: PdfPage[];
  /** Every character the PDF's fonts map to (ToUnicode), i.e. every character printed. */
  characters: Set<string>;
}

/** `page.pdf` as printing does it: print media, the page's own @page size, backgrounds. */
export async function printPdf(page: Page, path?: string): Promise<Buffer> {
  await page.emulateMedia({ media: null }); // page.pdf prints with print media
  return page.pdf({ path, preferCSSPageSize: true, printBackground: true });
}

const PT_TO_MM = 25.4 / 72;

/** The objects of a PDF by number: their dictionary text and, for streams, the raw bytes. */
function pdfObjects(pdf: Buffer): Map<number, { dict: string; stream?: Buffer }> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  const header = /(\d+)\s+0\s+obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    if (end < 0) break;
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) objects.set(Number(match[1]), { dict: body });
    else {
      let from = start + streamAt + 'stream'.length;
      if (text[from] === '\r') from++;
      if (text[from] === '\n') from++;
      const to = text.lastIndexOf('endstream', end);
      objects.set(Number(match[1]), { dict: body.slice(0, streamAt), stream: pdf.subarray(from, to) });
    }
    header.lastIndex = end;
  }
  return objects;
}

const mediaBox = (dict: string) => {
  const box = /\/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]/.exec(dict);
  if (!box) return undefined;
  const [x0, y0, x1, y1] = box.slice(1).map(Number) as [number, number, number, number];
  return { width: (x1 - x0) * PT_TO_MM, height: (y1 - y0) * PT_TO_MM };
};

/**
 * The Unicode text of a CMap's destination (<4E2D> or <D83DDE00>), in its ordinary form: fonts map
 * some glyphs to compatibility characters (片 as the Kangxi radical ⽚, U+2F5A), NFKC folds them back.
 */
const utf16 = (hex: string) => {
  const units = hex.match(/.{4}/g)?.map((unit) => parseInt(unit, 16)) ?? [];
  return String.fromCharCode(...units).normalize('NFKC');
};

function cmapCharacters(cmap: string, into: Set<string>) {
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, , to] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      for (const character of utf16(to!)) into.add(character);
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, rest] of block[1]!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const count = parseInt(to!, 16) - parseInt(from!, 16) + 1;
      if (rest!.startsWith('['))
        for (const [, hex] of rest!.matchAll(/<([0-9A-Fa-f]+)>/g)) for (const c of utf16(hex!)) into.add(c);
      else {
        const units =
          rest!
            .slice(1, -1)
            .match(/.{4}/g)
            ?.map((unit) => parseInt(unit, 16)) ?? [];
        const last = units.pop() ?? 0;
        for (let index = 0; index < count && index < 0x10000; index++)
          for (const c of String.fromCharCode(...units, last + index).normalize('NFKC')) into.add(c);
      }
    }
}

export function readPdf(pdf: Buffer): PdfInfo {
  const objects = pdfObjects(pdf);
  const pages: PdfPage[] = [];
  let inherited: PdfPage | undefined;
  for (const { dict } of objects.values()) if (/\/Type\s*\/Pages\b/.test(dict)) inherited ??= mediaBox(dict);
  for (const { dict } of objects.values())
    if (/\/Type\s*\/Page(?![s\w])/.test(dict)) {
      const box = mediaBox(dict) ?? inherited;
      if (!box) throw new Error('a PDF page without a MediaBox');
      pages.push(box);
    }
  const characters = new Set<string>();
  for (const { dict, stream } of objects.values()) {
    if (!stream) continue;
    let data: Buffer;
    try {
      data = /\/FlateDecode/.test(dict) ? inflateSync(stream) : stream;
    } catch {
      continue;
    }
    const text = data.toString('latin1');
    if (text.includes('begincmap')) cmapCharacters(text, characters);
  }
  return { pages, characters };
}

/** Whether a word can have been printed: every one of its characters is in the PDF's fonts. */
export const mayHavePrinted = (info: PdfInfo, word: string) =>
  [...word].every((character) => info.characters.has(character));

/** A box on a PDF page in mm from the page's top-left corner. */
export interface PdfBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
/** The rectangle (x, y, w, h) under a matrix, as [left, bottom, right, top] in points. */
function transformed(m: Matrix, x: number, y: number, w: number, h: number) {
  const corners = [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ].map(([a, b]) => [a! * m[0] + b! * m[2] + m[4], a! * m[1] + b! * m[3] + m[5]] as const);
  const xs = corners.map((corner) => corner[0]);
  const ys = corners.map((corner) => corner[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
}

/**
 * Where each page's images print, page by page: the part of each drawn image (`Do` of an image
 * XObject) its clip leaves visible, in mm from the page's top-left corner. Reads the page's content
 * as chromium writes it (resources inline in the page, clips as `re W n`): graphics state (q / Q),
 * matrices (cm), clip rectangles and image draws; everything else is skipped.
 */
export function pdfImages(pdf: Buffer): PdfBox[][] {
  const objects = pdfObjects(pdf);
  const pages: PdfBox[][] = [];
  let inherited: PdfPage | undefined;
  for (const { dict } of objects.values()) if (/\/Type\s*\/Pages\b/.test(dict)) inherited ??= mediaBox(dict);
  for (const { dict } of objects.values()) {
    if (!/\/Type\s*\/Page(?![s\w])/.test(dict)) continue;
    const heightPt = (mediaBox(dict) ?? inherited)!.height / PT_TO_MM;
    const images = new Set<string>();
    for (const [, name, ref] of /\/XObject\s*<<([^>]*)>>/
      .exec(dict)?.[1]
      ?.matchAll(/\/(\S+?)\s+(\d+)\s+0\s+R/g) ?? [])
      if (/\/Subtype\s*\/Image/.test(objects.get(Number(ref))?.dict ?? '')) images.add(name!);
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+\s+0\s+R)/.exec(dict)?.[1] ?? '';
    const content = [...contents.matchAll(/(\d+)\s+0\s+R/g)]
      .map(([, ref]) => {
        const { dict: streamDict = '', stream } = objects.get(Number(ref)) ?? {};
        if (!stream) return '';
        return (/\/FlateDecode/.test(streamDict) ? inflateSync(stream) : stream).toString('latin1');
      })
      .join('\n');

    const boxes: PdfBox[] = [];
    type State = { ctm: Matrix; clip: readonly [number, number, number, number] };
    let state: State = { ctm: [1, 0, 0, 1, 0, 0], clip: [-Infinity, -Infinity, Infinity, Infinity] };
    const saved: State[] = [];
    let operands: string[] = [];
    let path: (readonly [number, number, number, number])[] = [];
    let clipping = false;
    const tokens =
      /\/[^\s/[\]<>()]+|<<|>>|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\[|\]|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;
    for (const [token] of content.matchAll(tokens)) {
      if (!/^[A-Za-z'"*]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      const n = operands.map(Number);
      if (token === 'q') saved.push(state);
      else if (token === 'Q') state = saved.pop() ?? state;
      else if (token === 'cm') state = { ...state, ctm: multiply(n.slice(-6) as Matrix, state.ctm) };
      else if (token === 're') path.push(transformed(state.ctm, n[0]!, n[1]!, n[2]!, n[3]!));
      else if (token === 'W' || token === 'W*') clipping = true;
      else if (/^(n|f\*?|F|S|s|B\*?|b\*?)$/.test(token)) {
        if (clipping && path.length) {
          const [l, b, r, t] = path.reduce((a, c) => [
            Math.min(a[0], c[0]),
            Math.min(a[1], c[1]),
            Math.max(a[2], c[2]),
            Math.max(a[3], c[3]),
          ]);
          const [cl, cb, cr, ct] = state.clip;
          state = { ...state, clip: [Math.max(l, cl), Math.max(b, cb), Math.min(r, cr), Math.min(t, ct)] };
        }
        clipping = false;
        path = [];
      } else if (token === 'Do' && images.has(operands.at(-1)?.slice(1) ?? '')) {
        const [l, b, r, t] = transformed(state.ctm, 0, 0, 1, 1);
        const [cl, cb, cr, ct] = state.clip;
        const [left, bottom, right, top] = [
          Math.max(l, cl),
          Math.max(b, cb),
          Math.min(r, cr),
          Math.min(t, ct),
        ];
        if (right > left && top > bottom)
          boxes.push({
            x: left * PT_TO_MM,
            y: (heightPt - top) * PT_TO_MM,
            width: (right - left) * PT_TO_MM,
            height: (top - bottom) * PT_TO_MM,
          });
      }
      operands = [];
    }
    pages.push(boxes);
  }
  return pages;
}

// ------------------------------------------------------------------------------------- sheets

export interface SheetMeasure {
  label: string;
  /** The paper the sheet is laid out for, mm. */
  paper: { width: number; height: number };
  /** The sheet as printed, mm. */
  width: number;
  height: number;
  margin: number;
  stock: boolean;
  /** What prints within the margin of the paper's edges (or beyond them), with where, in mm. */
  inMargin: string[];
  /** What is laid out wholly where the sheet (or a box in it) clips it away: content that never prints. */
  clippedAway: string[];
  /** Guides and placeholders that print (照片 on the stock, a field label, 'undefined' …). */
  placeholders: string[];
}

export interface MeasureOptions {
  /** The margin in mm for sheets that do not say theirs (default 5). */
  margin?: number;
}

/**
 * Every sheet shown under print media, measured. Emulates print media for the measurement and
 * goes back to screen media afterwards.
 */
export async function measureSheets(page: Page, { margin = DEFAULT_MARGIN_MM }: MeasureOptions = {}) {
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.evaluate(
      ({ margin, pxPerMm, tolerance, never }) => {
        const mm = (px: number) => Math.round((px / pxPerMm) * 10) / 10;
        const shown = (element: Element) =>
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        const painted = (color: string) => {
          const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
          // transparent, or white on white paper
          return (
            parts.length > 0 &&
            (parts[3] ?? 1) > 0 &&
            !(parts[0] === 255 && parts[1] === 255 && parts[2] === 255)
          );
        };
        /** The part of a rect not clipped away by an overflowing ancestor (up to the sheet). */
        const clipped = (rect: DOMRect, from: Element, sheet: Element) => {
          let { left, top, right, bottom } = rect;
          for (
            let node: Element | null = from;
            node && node !== sheet.parentElement;
            node = node.parentElement
          ) {
            const style = getComputedStyle(node);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const box = node.getBoundingClientRect();
            left = Math.max(left, box.left);
            top = Math.max(top, box.top);
            right = Math.min(right, box.right);
            bottom = Math.min(bottom, box.bottom);
          }
          return right - left > 0.5 && bottom - top > 0.5 ? { left, top, right, bottom } : undefined;
        };

        return [...document.querySelectorAll<HTMLElement>('[data-print-sheet]')]
          .filter(shown)
          .map((sheet) => {
            const box = sheet.getBoundingClientRect();
            const [paperWidth, paperHeight] = (sheet.dataset.paper ?? '210x297').split('x').map(Number) as [
              number,
              number,
            ];
            const edge = sheet.dataset.printMargin !== undefined ? Number(sheet.dataset.printMargin) : margin;
            const stock = sheet.dataset.printStock !== undefined;
            const inMargin: string[] = [];
            const clippedAway: string[] = [];
            const hasSize = (rect: DOMRect) => rect.width > 0.5 && rect.height > 0.5;
            const check = (
              what: string,
              rect: { left: number; top: number; right: number; bottom: number },
            ) => {
              const left = mm(rect.left - box.left);
              const top = mm(rect.top - box.top);
              const right = mm(rect.right - box.left);
              const bottom = mm(rect.bottom - box.top);
              const low = edge - tolerance;
              if (left < low || top < low || right > paperWidth - low || bottom > paperHeight - low)
                inMargin.push(`${what} @ ${left}–${right} × ${top}–${bottom} mm`);
            };

            // text, line by line
            const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
            const texts: { text: string; element: Element }[] = [];
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent?.trim();
              const element = node.parentElement;
              if (!text || !element || !shown(element)) continue;
              texts.push({ text, element });
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) {
                const part = clipped(rect, element, sheet);
                if (part) check(`「${text.slice(0, 16)}」`, part);
                else if (hasSize(rect))
                  clippedAway.push(`「${text.slice(0, 16)}」 @ ${mm(rect.top - box.top)} mm`);
              }
            }
            // images, lines and filled boxes
            for (const element of sheet.querySelectorAll<HTMLElement>('*')) {
              if (!shown(element)) continue;
              const style = getComputedStyle(element);
              const lines = (['Top', 'Right', 'Bottom', 'Left'] as const).filter(
                (side) =>
                  parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
                  style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
                  painted(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
              );
              const media = ['IMG', 'SVG', 'CANVAS', 'svg'].includes(element.tagName);
              if (
                !media &&
                !lines.length &&
                !painted(style.backgroundColor) &&
                style.backgroundImage === 'none'
              )
                continue;
              const rect = element.getBoundingClientRect();
              const part = clipped(rect, element, sheet);
              const name = `<${element.tagName.toLowerCase()}${element.className ? ` .${String(element.className).split(' ')[0]}` : ''}>`;
              if (!part) {
                if (hasSize(rect)) clippedAway.push(`${name} @ ${mm(rect.top - box.top)} mm`);
                continue;
              }
              if (media || painted(style.backgroundColor) || style.backgroundImage !== 'none')
                check(name, part);
              else
                for (const side of lines) {
                  // only the printed side: a cell's bottom line, not its whole box
                  const line = { ...part };
                  if (side === 'Top') line.bottom = line.top + 1;
                  if (side === 'Bottom') line.top = line.bottom - 1;
                  if (side === 'Left') line.right = line.left + 1;
                  if (side === 'Right') line.left = line.right - 1;
                  check(`${name} ${side.toLowerCase()} line`, line);
                }
            }

            // placeholders: anywhere, a bug's leftovers; on the stock, its guides (labels, 照片)
            const guides = stock
              ? [...sheet.querySelectorAll('[data-print-guide]')].map(
                  (guide) => guide.textContent?.trim() ?? '',
                )
              : [];
            const words = [...never, ...guides].filter(Boolean);
            const placeholders = texts
              .filter(({ text }) => words.some((word) => text.includes(word)))
              .map(({ text }) => `「${text.slice(0, 24)}」`);
            for (const image of sheet.querySelectorAll('img'))
              if (shown(image) && image.complete && !image.naturalWidth)
                placeholders.push(`图片未加载（打印出替代文字「${image.alt}」）`);

            return {
              label: sheet.getAttribute('aria-label') ?? '',
              paper: { width: paperWidth, height: paperHeight },
              width: mm(box.width),
              height: mm(box.height),
              margin: edge,
              stock,
              inMargin,
              clippedAway,
              placeholders,
            };
          });
      },
      { margin, pxPerMm: PX_PER_MM, tolerance: 0.2, never: NEVER_PRINTED },
    );
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/**
 * Text that prints outside every sheet (the app around a preview, a toolbar …), under print media;
 * a note (role="note", what a guarded page prints instead of its sheets) is allowed.
 */
export async function strayText(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.evaluate(() => {
      const stray: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        const element = node.parentElement;
        if (!text || !element || element.closest('[data-print-sheet], [role="note"], script, style'))
          continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (element.getClientRects().length) stray.push(`「${text.slice(0, 16)}」`);
      }
      return stray.slice(0, 5);
    });
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}

/** The failures a sheet shows: larger than its paper, printing in its margin, clipping content away, printing a guide. */
export function sheetProblems(sheet: SheetMeasure): string[] {
  const problems: string[] = [];
  const name = sheet.label || '（无名打印页）';
  if (sheet.height > sheet.paper.height + TOLERANCE_MM)
    problems.push(`${name}：高 ${sheet.height} mm，纸张只有 ${sheet.paper.height} mm`);
  if (sheet.width > sheet.paper.width + TOLERANCE_MM)
    problems.push(`${name}：宽 ${sheet.width} mm，纸张只有 ${sheet.paper.width} mm`);
  if (sheet.inMargin.length)
    problems.push(
      `${name}：${sheet.inMargin.length} 处内容在 ${sheet.margin} mm 页边内：${sheet.inMargin.slice(0, 3).join('；')}`,
    );
  if (sheet.clippedAway.length)
    problems.push(
      `${name}：${sheet.clippedAway.length} 处内容在纸张之外被裁掉、打印不出：${sheet.clippedAway.slice(0, 3).join('；')}`,
    );
  if (sheet.placeholders.length) problems.push(`${name}：打印出 ${sheet.placeholders.join('、')}`);
  return problems;
}

/** The tallest sheet in mm (0 when none). */
export const tallest = (sheets: readonly SheetMeasure[]) =>
  sheets.reduce((most, sheet) => Math.max(most, sheet.height), 0);
