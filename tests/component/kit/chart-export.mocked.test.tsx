/**
 * 导出图片 of an analysis panel under the production CSP, whose connect-src refuses `data:`: the
 * chart's PNG is saved without fetching a data URL. happy-dom has no canvas, so echarts' core
 * is a fake that offers both the data URL and the canvas of its drawing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../support/render-screen';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const drawn = vi.hoisted(() => ({ options: [] as unknown[] }));

vi.mock('echarts/core', () => ({
  use: () => undefined,
  init: () => ({
    setOption: () => undefined,
    on: () => undefined,
    dispose: () => undefined,
    isDisposed: () => false,
    getWidth: () => 0,
    getHeight: () => 0,
    getDataURL: (options: unknown) => {
      drawn.options.push(options);
      return 'data:image/png;base64,iVBORw0KGgoAAAAN';
    },
    renderToCanvas: (options: unknown) => {
      drawn.options.push(options);
      return {
        toBlob: (done: (blob: Blob | null) => void, type: string) =>
          setTimeout(() => done(new Blob([PNG], { type }))),
      };
    },
  }),
}));

/** What saveFile hands to the browser: the blob and the link's download name. */
function captureDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:saved-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.at(-1)!, name: this.download });
  });
  return saved;
}

const fetched: string[] = [];
beforeEach(() => {
  drawn.options.length = 0;
  fetched.length = 0;
  const realFetch = globalThis.fetch;
  // the production CSP (connect-src 'self' <bucket>) refuses a data: URL as the browser does
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) {
      fetched.push(url);
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return realFetch(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('导出图片 (ReportPage)', () => {
  it('saves the chart as a PNG named after the screen and panel, fetching no data URL', async () => {
    const saved = captureDownloads();
    await renderScreen('learningAnalysisAE');
    const panel = await screen.findByRole('region', { name: '各专业学习人数与参与率' }, { timeout: 15_000 });
    // the chart is drawn in turns after it mounts: 导出图片 works once it is
    await waitFor(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: /导出图片/ }));
      await waitFor(() => expect(saved).toHaveLength(1), { timeout: 200 });
    });
    expect(fetched).toEqual([]);
    expect(saved[0]!.name).toBe('学习情况分析-各专业学习人数与参与率.png');
    expect(saved[0]!.blob.type).toBe('image/png');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(PNG);
    expect(drawn.options).toEqual([{ pixelRatio: 2, backgroundColor: '#fff' }]);
  });
});
