/** A certificate print page opened cold starts its calls from the address, before its chunk. */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query-client';
import { certificatesQuery, templateOverviewQuery } from '@/pages/graduation/print-data';
import { prefetchScreen } from '@/routes/preload';
import { capture } from '../../support/requests';

const summary = (version: number, template_id: string) => ({
  template_id,
  version,
  name: '毕业证书（2026 版）',
  remark: '',
  saved_by: '李丽娟',
  saved_at: '2026-06-20 15:42:00',
});

describe('print data prefetch (ScreenLoader.prefetch)', () => {
  afterEach(() => queryClient.clear());

  it('asks for the certificates of ?ids= and the template with its newest version, where the page looks for them', async () => {
    const certificates = capture('/v1-adult-diploma-print-data', { method: 'get', result: [] });
    const overviews = capture('/v1-certificate-template-overview', {
      method: 'get',
      result: { versions: [summary(3, 'diploma-2026'), summary(1, 'diploma-2026')] },
    });
    const infos = capture('/v1-certificate-template-version-info', { method: 'get', result: null });
    prefetchScreen('diplomaPrintAE', new URLSearchParams('ids=3,1,3,x'));
    await waitFor(() => expect(certificates.map((call) => call.query.ids)).toEqual(['3,1']));
    await waitFor(() => expect(overviews.map((call) => call.query.template_id)).toEqual(['diploma-2026']));
    await waitFor(() => {
      expect(queryClient.getQueryData(certificatesQuery('diploma', [3, 1]).queryKey)).toMatchObject({
        result: [],
      });
      expect(queryClient.getQueryData(templateOverviewQuery('diploma-2026').queryKey)).toBeDefined();
    });
    // one call for the template: the newest version comes with the list
    expect(infos).toEqual([]);
  });

  it('uses the degree data and template for degrees, and asks nothing without ids', async () => {
    const degrees = capture('/v1-degree-print-data', { method: 'get', result: [] });
    const diplomas = capture('/v1-adult-diploma-print-data', { method: 'get', result: [] });
    const overviews = capture('/v1-certificate-template-overview', {
      method: 'get',
      result: { versions: [] },
    });
    prefetchScreen('baccalaureatePrint', new URLSearchParams('ids=7'));
    prefetchScreen('diplomaProvePrintAE', new URLSearchParams(''));
    await waitFor(() => expect(degrees.map((call) => call.query.ids)).toEqual(['7']));
    await waitFor(() => expect(overviews.map((call) => call.query.template_id)).toEqual(['degree-2026']));
    expect(diplomas).toEqual([]);
  });
});
