import '@testing-library/jest-dom/vitest';
// Arco's React 19 adapter; vitest loads Arco's CommonJS build (lib/).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Modal, Notification } from '@arco-design/web-react';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetUnauthorizedGuard } from '@/api/http';
import { queryClient } from '@/api/query-client';
import { clearSession } from '@/session/session';
import { installConsoleErrorGuard, takeConsoleErrorProblems } from './console-errors';
import {
  contractViolations,
  pendingChecks,
  removeTestListeners,
  requestContractGuard,
  restoreRequestContract,
  server,
  unhandledRequests,
} from './msw';

// A screen's first render in a file loads its modules and the response check's schemas: on a busy
// 2-core machine that exceeds testing-library's default 1 s, so waits allow 5 s (a thing that never
// appears still fails, only later).
configure({ asyncUtilTimeout: 5000 });

installConsoleErrorGuard();

// The browser's own defaults for form controls, which happy-dom lacks: Arco sizes an auto-size
// TextArea from its computed border and padding ('' here, so NaN without them: React warns).
if (typeof document !== 'undefined' && !document.getElementById('user-agent-defaults')) {
  const defaults = document.createElement('style');
  defaults.id = 'user-agent-defaults';
  defaults.textContent = 'textarea { border: 1px solid; padding: 2px; }';
  document.head.append(defaults);
}

/** The checks that hold after every test and after every file: nothing logged undeclared, the contract check in place. */
function harnessProblems(): string[] {
  const removed = requestContractGuard();
  return [...takeConsoleErrorProblems(), ...(removed ? [removed] : [])];
}

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
  removeTestListeners();
  cleanup();
  server.resetHandlers();
  clearSession();
  queryClient.clear();
  resetUnauthorizedGuard();
  const problems: string[] = [];
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length)
    problems.push(`请求不在契约的模拟处理中（契约里没有这个接口？）：\n${unhandled.join('\n')}`);
  const refused = [...new Set(contractViolations.splice(0))];
  if (refused.length) problems.push(`请求不符合契约（Prism 会拒绝）：\n${refused.join('\n')}`);
  problems.push(...harnessProblems());
  if (problems.length) throw new Error(problems.join('\n'));
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
  // what came after the file's last test (a late timer's log, a hook that removed listeners)
  const problems = harnessProblems();
  if (problems.length) throw new Error(`测试文件结束时：\n${problems.join('\n')}`);
});
