/**
 * esignH5: the phone signature page. happy-dom has no canvas 2D context, so the
 * signature_pad module (and only it) is replaced by a fake with the same API;
 * everything else — the generated calls, the mutator, the OSS upload form —
 * runs for real against MSW. The page asks the server to sign its one PNG with the
 * ticket; the ticket never fetches the storage key (/v1-get-oss), in any build.
 */
import { Message } from '@arco-design/web-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApiUi } from '@/api/notify';
import { createQueryClient } from '@/api/query-client';
import { getCreateOssUploadPolicyResponseMock } from '@/generated/api/storage/storage.msw';
import { getSubmitEsignResponseMock } from '@/generated/api/esign/esign.msw';
import { EsignPage } from '@/pages/esign/esign-page';
import { getSession, setSessionValues } from '@/session/session';
import { server } from '../../support/msw';
import { OSS_HOST, storageBackend, type StorageSeen } from '../../unit/storage/storage-backend';

const fake = vi.hoisted(() => {
  interface Stroke {
    points: { x: number; y: number; pressure: number; time: number }[];
  }
  class FakeSignaturePad extends EventTarget {
    static instances: FakeSignaturePad[] = [];
    data: Stroke[] = [];
    constructor(readonly canvas: HTMLCanvasElement) {
      super();
      FakeSignaturePad.instances.push(this);
    }
    isEmpty() {
      return this.data.length === 0;
    }
    toData() {
      return [...this.data];
    }
    fromData(data: Stroke[]) {
      this.data = [...data];
    }
    clear() {
      this.data = [];
    }
    toDataURL(type = 'image/png') {
      // A tiny PNG header is enough: the upload only needs bytes of the right type.
      return `data:${type};base64,iVBORw0KGgoAAAANSUhEUg==`; // 16 bytes
    }
    on() {}
    off() {}
    /** What a finger stroke does: one more point group, then `endStroke`. */
    draw() {
      this.data.push({ points: [{ x: 10, y: 20, pressure: 0.5, time: Date.now() }] });
      this.dispatchEvent(new CustomEvent('endStroke'));
    }
  }
  return { FakeSignaturePad };
});

vi.mock('signature_pad', () => ({ default: fake.FakeSignaturePad }));

const TICKET = 'est_3f9c1a7e5b2d4c60';
const ui = { showError: vi.fn<(message: string) => void>(), goToLogin: vi.fn<() => void>() };

function pad() {
  const current = fake.FakeSignaturePad.instances.at(-1);
  if (!current) throw new Error('no signature pad');
  return current;
}

function draw(strokes = 1) {
  act(() => {
    for (let i = 0; i < strokes; i += 1) pad().draw();
  });
}

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <EsignPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

interface Seen extends StorageSeen {
  submit: { ticket: string | null; body: unknown }[];
}

/** The requests of a submission, recorded; the upload answers with `uploadStatus`. */
function backend(uploadStatus: () => number = () => 200): Seen {
  const seen: Seen = { ...storageBackend(uploadStatus), submit: [] };
  server.use(
    http.post('*/v1-esign-submit', async ({ request }) => {
      seen.submit.push({ ticket: request.headers.get('ticket'), body: await request.json() });
      return HttpResponse.json(getSubmitEsignResponseMock());
    }),
  );
  return seen;
}

afterEach(() => vi.unstubAllEnvs());

beforeEach(() => {
  Message.clear(); // a message of the previous test must not satisfy this one
  fake.FakeSignaturePad.instances.length = 0;
  ui.showError.mockReset();
  ui.goToLogin.mockReset();
  installApiUi(ui);
});

describe('esignH5 page', () => {
  it('without a ticket: 二维码无效 with a hint to rescan, no canvas, no request', () => {
    renderAt('/esignH5');
    expect(screen.getByText('二维码无效')).toBeInTheDocument();
    expect(screen.getByText(/重新扫码/)).toBeInTheDocument();
    expect(screen.queryByLabelText('签名区域')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });

  it('an empty ticket is no ticket', () => {
    renderAt('/esignH5?ticket=');
    expect(screen.getByText('二维码无效')).toBeInTheDocument();
  });

  it('submit is disabled until something is drawn; 撤销 removes the last stroke, 清除 all', async () => {
    const user = userEvent.setup();
    renderAt(`/esignH5?ticket=${TICKET}`);
    const submit = screen.getByRole('button', { name: '提交' });
    expect(submit).toBeDisabled();

    draw(2);
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(pad().toData()).toHaveLength(1);
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(pad().toData()).toHaveLength(0);
    expect(submit).toBeDisabled();

    draw(3);
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(pad().isEmpty()).toBe(true);
    expect(submit).toBeDisabled();
  });

  it.each([
    ['signed by the server', undefined],
    ['even in a legacy-oss build', 'legacy-oss'],
  ])(
    'submits with the ticket header: upload policy → OSS upload → v1-esign-submit, once on a double tap (%s)',
    async (_, mode) => {
      if (mode) vi.stubEnv('VITE_STORAGE_MODE', mode);
      const seen = backend();
      const user = userEvent.setup();
      renderAt(`/esignH5?ticket=${TICKET}`);
      draw();
      await user.dblClick(screen.getByRole('button', { name: '提交' }));

      expect(await screen.findByText('签名已提交')).toBeInTheDocument();
      expect(screen.queryByLabelText('签名区域')).not.toBeInTheDocument();
      // the ticket asks for one signature PNG, and never for the storage key
      expect(seen.legacy).toEqual([]);
      expect(seen.policies).toEqual([
        { body: { purpose: 'sign', contentType: 'image/png', size: 16 }, ticket: TICKET },
      ]);
      expect(seen.posts).toHaveLength(1);
      const { fields } = seen.posts[0]!;
      const example = getCreateOssUploadPolicyResponseMock().result;
      expect(fields).toMatchObject({
        key: 'sign/20261207/3f9a1c7e5b2d4c60.png',
        OSSAccessKeyId: example.accessKeyId,
        policy: example.policy,
        Signature: example.signature,
        'Content-Type': 'image/png',
      });
      expect((fields.file as File).type).toBe('image/png');
      expect(seen.submit).toEqual([
        { ticket: TICKET, body: { signImg: `${OSS_HOST}/sign/20261207/3f9a1c7e5b2d4c60.png` } },
      ]);
      expect(ui.showError).not.toHaveBeenCalled();
    },
  );

  it('a failing upload shows the error, keeps the drawing, and a retry succeeds', async () => {
    let status = 403;
    const seen = backend(() => status);
    const user = userEvent.setup();
    renderAt(`/esignH5?ticket=${TICKET}`);
    draw(2);
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('签名上传失败，请重试')).toBeInTheDocument();
    expect(seen.submit).toHaveLength(0);
    expect(screen.getByLabelText('签名区域')).toBeInTheDocument();
    expect(pad().toData()).toHaveLength(2);
    const submit = screen.getByRole('button', { name: '提交' });
    await waitFor(() => expect(submit).toBeEnabled());

    status = 200;
    await user.click(submit);
    expect(await screen.findByText('签名已提交')).toBeInTheDocument();
    expect(seen.posts).toHaveLength(2);
    expect(seen.submit).toHaveLength(1);
  });

  it('an expired ticket (401) asks to rescan and never goes to the login page', async () => {
    setSessionValues({ token: 'staff-token-on-this-phone' });
    server.use(
      http.post('*/v1-oss-upload-policy', () =>
        HttpResponse.json({ code: 401, msg: '票据已过期', result: null }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderAt(`/esignH5?ticket=${TICKET}`);
    draw();
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(await screen.findByText('二维码已过期或已使用，请在电脑上重新生成后扫码')).toBeInTheDocument();
    expect(ui.goToLogin).not.toHaveBeenCalled();
    expect(ui.showError).not.toHaveBeenCalled();
    expect(getSession('token')).toBe('staff-token-on-this-phone');
    expect(screen.getByLabelText('签名区域')).toBeInTheDocument();
    expect(pad().toData()).toHaveLength(1);
  });

  it('a business error from v1-esign-submit shows its msg and keeps the page', async () => {
    backend();
    server.use(
      http.post('*/v1-esign-submit', () =>
        HttpResponse.json({ code: 500, msg: '签名保存失败，请稍后再试', result: null }),
      ),
    );
    const user = userEvent.setup();
    renderAt(`/esignH5?ticket=${TICKET}`);
    draw();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('签名保存失败，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('签名已提交')).not.toBeInTheDocument();
    expect(pad().toData()).toHaveLength(1);
  });
});
