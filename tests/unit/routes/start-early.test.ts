/** The app's first module starts the address's screen and, outside the shell, its first data call. */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { ROUTES } from '@/routes/catalogue';
import { OUTSIDE_SHELL_REGISTRIES } from '@/routes/start-early';
import { clearSession, setSession } from '@/session/session';
import { capture } from '../../support/requests';
import { getGetAdultScoreEntryResponseMock } from '@/generated/api/scores/scores.msw';

/** Runs the module afresh at this address. */
async function startAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  return import('@/routes/start-early');
}

describe('start-early', () => {
  afterEach(() => {
    clearSession();
    queryClient.clear();
    window.history.replaceState(null, '', '/');
  });

  it('knows the registry of every page outside the shell, and that registry has the page', async () => {
    for (const route of ROUTES.filter((candidate) => candidate.placement !== 'shell')) {
      const registry = OUTSIDE_SHELL_REGISTRIES[`/src/pages/${route.domain}/screens.ts`];
      expect(registry, route.name).toBeDefined();
      expect(Object.keys((await registry!()).SCREENS), route.domain).toContain(route.name);
    }
  });

  it('asks for a print page’s certificates and template at once, from the address', async () => {
    setSession('token', 'token-1');
    const certificates = capture('/v1-adult-diploma-print-data', { method: 'get', result: [] });
    const templates = capture('/v1-certificate-template-overview', {
      method: 'get',
      result: { versions: [] },
    });
    await startAt('/diplomaPrintAE?ids=4,2');
    await waitFor(() => expect(certificates.map((call) => call.query.ids)).toEqual(['4,2']));
    await waitFor(() => expect(templates.map((call) => call.query.template_id)).toEqual(['diploma-2026']));
  });

  it('asks for a workspace’s first data at once from the address: the marking answers, the score sheet', async () => {
    setSession('token', 'token-1');
    const answers = capture('/api/exam/marking/answers', { method: 'get', result: [] });
    const sheets = capture('/v1-adult-score-entry', {
      method: 'get',
      reply: getGetAdultScoreEntryResponseMock(),
    });
    const classes = capture('/v1-adult-class-score-list', { method: 'get', result: { list: [], total: 0 } });
    await startAt('/modifyQuestionDetailAE?paper_id=21&topic_id=6');
    await waitFor(() =>
      expect(answers.map((call) => call.query)).toEqual([{ paper_id: '21', topic_id: '6' }]),
    );
    await startAt('/scorViewingEntryAE?class_id=1&course_id=3');
    await waitFor(() =>
      expect(sheets.map((call) => call.query)).toEqual([{ class_id: '1', course_id: '3' }]),
    );
    await waitFor(() => expect(classes.map((call) => call.query)).toEqual([{ page: '1', limit: '100' }]));
  });

  it('asks for nothing without a session, nor for a screen in the shell', async () => {
    const certificates = capture('/v1-adult-diploma-print-data', { method: 'get', result: [] });
    await startAt('/diplomaPrintAE?ids=4');
    setSession('token', 'token-1');
    await startAt('/diplomaFirstTimePrintAE?ids=4');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(certificates).toEqual([]);
  });

  it('opens in the shell (its frame drawn at once) for a shell screen with a session only', async () => {
    expect((await startAt('/studentPointAE')).opensInShell).toBe(false);
    setSession('token', 'token-1');
    expect((await startAt('/studentPointAE')).opensInShell).toBe(true);
    expect((await startAt('/home')).opensInShell).toBe(true);
    for (const address of ['/', '/diplomaPrintAE', '/esignH5', '/no-such-page'])
      expect((await startAt(address)).opensInShell, address).toBe(false);
  });
});
