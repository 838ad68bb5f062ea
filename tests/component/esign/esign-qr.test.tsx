/** 「手机签名」: the QR code carries the esignH5 URL with the signing ticket, never the session token. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installApiUi } from '@/api/notify';
import { createQueryClient } from '@/api/query-client';
import { getCreateEsignTicketResponseMock } from '@/generated/api/esign/esign.msw';
import { EsignQrButton } from '@/pages/esign/esign-qr';
import { setSessionValues } from '@/session/session';
import { server } from '../../support/msw';

const ui = { showError: vi.fn<(message: string) => void>(), goToLogin: vi.fn<() => void>() };

beforeEach(() => {
  ui.showError.mockReset();
  installApiUi(ui);
});

function renderButton() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EsignQrButton />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('EsignQrButton', () => {
  it('creates a ticket and shows its QR code and expiry; 重新生成 asks for a new one', async () => {
    setSessionValues({ token: 'staff-session-token' });
    const tickets = ['est_3f9c1a7e5b2d4c60', 'est_8b1e0d4f2a6c9e73'];
    const tokens: (string | null)[] = [];
    server.use(
      http.post('*/v1-esign-ticket', ({ request }) => {
        tokens.push(request.headers.get('token'));
        const body = getCreateEsignTicketResponseMock();
        return HttpResponse.json({ ...body, result: { ...body.result, ticket: tickets[tokens.length - 1] } });
      }),
    );
    const toDataURL = vi.spyOn(QRCode, 'toDataURL');
    const user = userEvent.setup();
    renderButton();

    await user.click(screen.getByRole('button', { name: '手机签名' }));
    const image = await screen.findByAltText('手机扫码签名');
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText(/有效期至 2026-03-18 14:40:00/)).toBeInTheDocument();
    const encoded = String(toDataURL.mock.calls[0][0]);
    expect(encoded).toBe(`${window.location.origin}/esignH5?ticket=est_3f9c1a7e5b2d4c60`);
    expect(encoded).not.toContain('staff-session-token');
    expect(tokens).toEqual(['staff-session-token']);

    await user.click(screen.getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(toDataURL).toHaveBeenCalledTimes(2));
    expect(String(toDataURL.mock.calls[1][0])).toContain('ticket=est_8b1e0d4f2a6c9e73');
    expect(await screen.findByAltText('手机扫码签名')).toBeInTheDocument();
  });

  it('a failed ticket request shows a retry state in the dialog', async () => {
    server.use(
      http.post('*/v1-esign-ticket', () =>
        HttpResponse.json({ code: 500, msg: '服务器繁忙，请稍后再试', result: null }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: '手机签名' }));
    expect(await screen.findByText('二维码生成失败')).toBeInTheDocument();
    expect(ui.showError).toHaveBeenCalledWith('服务器繁忙，请稍后再试');
    expect(screen.getByRole('button', { name: '重新生成' })).toBeEnabled();
  });
});
