/** A certificate print page opened cold starts its data call from the address, before its chunk. */
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query-client';
import { certificatesQuery } from '@/pages/graduation/print-data';
import { prefetchScreen } from '@/routes/preload';
import { capture } from '../../support/requests';

describe('certificate data prefetch (ScreenLoader.prefetch)', () => {
  afterEach(() => queryClient.clear());

  it('asks for the certificates of ?ids= and leaves the answer where the page looks for it', async () => {
    const calls = capture('/v1-adult-diploma-print-data', { method: 'get', result: [] });
    prefetchScreen('diplomaPrintAE', new URLSearchParams('ids=3,1,3,x'));
    await waitFor(() => expect(calls.map((call) => call.query.ids)).toEqual(['3,1']));
    await waitFor(() =>
      expect(queryClient.getQueryData(certificatesQuery('diploma', [3, 1]).queryKey)).toMatchObject({
        result: [],
      }),
    );
  });

  it('uses the degree data for degree certificates, and asks nothing without ids', async () => {
    const degrees = capture('/v1-degree-print-data', { method: 'get', result: [] });
    const diplomas = capture('/v1-adult-diploma-print-data', { method: 'get', result: [] });
    prefetchScreen('baccalaureatePrint', new URLSearchParams('ids=7'));
    prefetchScreen('diplomaProvePrintAE', new URLSearchParams(''));
    await waitFor(() => expect(degrees.map((call) => call.query.ids)).toEqual(['7']));
    expect(diplomas).toEqual([]);
  });
});
