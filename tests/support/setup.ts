import '@testing-library/jest-dom/vitest';
// Arco's React 19 adapter; vitest loads Arco's CommonJS build (lib/).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Modal, Notification } from '@arco-design/web-react';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetUnauthorizedGuard } from '@/api/http';
import { queryClient } from '@/api/query-client';
import { clearSession } from '@/session/session';
import { forgetLists } from '@/stores/list-memory';
import { installConsoleErrorGuard, takeConsoleErrorProblems } from './console-errors';
import {
  contractViolations,
  drainRequests,
  lateRequests,
  removeTestListeners,
  requestContractGuard,
  restoreRequestContract,
  server,
  testEnded,
  testStarted,
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

/**
 * The checks that hold after every test and after every file: every request known to the handlers
 * and the contract, every answer within it, none sent after its test, none left unanswered, nothing
 * logged undeclared, the contract check in place.
 */
async function harnessProblems(): Promise<string[]> {
  const unanswered = await drainRequests();
  const problems: string[] = [];
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length)
    problems.push(`请求不在契约的模拟处理中（契约里没有这个接口？）：\n${unhandled.join('\n')}`);
  const refused = [...new Set(contractViolations.splice(0))];
  if (refused.length) problems.push(`请求或应答不符合契约（Prism 会拒绝）：\n${refused.join('\n')}`);
  const late = lateRequests.splice(0);
  if (late.length) problems.push(`测试结束后才发出的请求（计时器或卸载时未取消？）：\n${late.join('\n')}`);
  if (unanswered.length) problems.push(`测试结束后 2 秒仍未完成的请求：\n${unanswered.join('\n')}`);
  const removed = requestContractGuard();
  return [...problems, ...takeConsoleErrorProblems(), ...(removed ? [removed] : [])];
}

beforeAll(() => {
  server.listen({
    onUnhandledRequest: (request) => {
      unhandledRequests.push(`${request.method} ${request.url}`);
    },
  });
});

beforeEach(() => testStarted(expect.getState().currentTestName));

afterEach(async () => {
  // unmounting is still the test's: what it sends (and the answers) are checked with the test's rules
  cleanup();
  queryClient.clear();
  const problems = await harnessProblems();
  testEnded();
  restoreRequestContract();
  removeTestListeners();
  server.resetHandlers();
  clearSession();
  forgetLists(); // a list's remembered search is the test's own
  resetUnauthorizedGuard();
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
  // what came after the file's last test (a late timer's request or log, a hook that removed listeners)
  const problems = await harnessProblems();
  server.close();
  if (problems.length) throw new Error(`测试文件结束时：\n${problems.join('\n')}`);
});
