import '@testing-library/jest-dom/vitest';
// Arco's React 19 adapter; vitest loads Arco's CommonJS build (lib/).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Modal, Notification } from '@arco-design/web-react';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetUnauthorizedGuard } from '@/api/http';
import { queryClient } from '@/api/query-client';
import { clearSession } from '@/session/session';
import { contractViolations, pendingChecks, restoreRequestContract, server, unhandledRequests } from './msw';

// A screen's first render in a file loads its modules and the response check's schemas: on a busy
// 2-core machine that exceeds testing-library's default 1 s, so waits allow 5 s (a thing that never
// appears still fails, only later).
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({
    onUnhandledRequest: (request) => {
      unhandledRequests.push(`${request.method} ${request.url}`);
    },
  });
});

afterEach(async () => {
  await Promise.all(pendingChecks.splice(0));
  restoreRequestContract();
  cleanup();
  server.resetHandlers();
  clearSession();
  queryClient.clear();
  resetUnauthorizedGuard();
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length) {
    throw new Error(`请求不在契约的模拟处理中（契约里没有这个接口？）：\n${unhandled.join('\n')}`);
  }
  const refused = [...new Set(contractViolations.splice(0))];
  if (refused.length) throw new Error(`请求不符合契约（Prism 会以 422 拒绝）：\n${refused.join('\n')}`);
});

/**
 * Arco's Message, Notification and Modal.confirm render into roots of their own that
 * testing-library does not unmount; close them and let their exit transitions finish
 * while the DOM still exists (a transition timer firing after teardown is an uncaught error).
 */
const ARCO_EXIT_TRANSITION_MS = 500;

const ARCO_ROOTS = '.arco-message-wrapper, .arco-notification-wrapper, .arco-modal-wrapper';

afterAll(async () => {
  // only a file that opened one of them pays for the wait
  if (typeof document !== 'undefined' && document.querySelector(ARCO_ROOTS)) {
    Message.clear();
    Notification.clear();
    Modal.destroyAll();
    await new Promise((resolve) => setTimeout(resolve, ARCO_EXIT_TRANSITION_MS));
  }
  server.close();
});
