/**
 * Spec §1: the page title comes from the stored site title (webTitle), or the generic platform
 * title when none is stored. A standalone print page reads 「<site title> - <page>」; the page part
 * names what is printed (and whose, once loaded), which also names the saved PDF.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionValues } from '@/session/session';
import { renderScreen } from '../../support/render-screen';

const SITE = '华南师范大学继续教育学院教务管理平台';

describe('standalone print pages are titled with the site title', () => {
  it('成绩单: 「<site> - 成绩单 - 陈浩然」 once loaded', async () => {
    setSessionValues({ webTitle: SITE });
    await renderScreen('printGradesheetAE', { search: '?id=30215' });
    await screen.findByText('陈浩然');
    await waitFor(() => expect(document.title).toBe(`${SITE} - 成绩单 - 陈浩然`));
  });

  it('毕业证明书: 「<site> - 毕业证明书打印」 before anything is chosen', async () => {
    setSessionValues({ webTitle: SITE });
    await renderScreen('diplomaProvePrintAE');
    await waitFor(() => expect(document.title).toBe(`${SITE} - 毕业证明书打印`));
  });

  it('falls back to the generic platform title when no site title is stored', async () => {
    await renderScreen('printGradesheetAE');
    await waitFor(() => expect(document.title).toBe('高等教育学习平台 - 成绩单打印'));
  });
});
