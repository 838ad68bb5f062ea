/**
 * The certificate print pages' data call, in a module of its own: the page uses it, and the route
 * starts it from the address before the page's chunk has arrived (ScreenLoader.prefetch), so a
 * batch of 500 opened in a new window shows its first sheet sooner.
 */
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import {
  getListAdultDiplomaPrintDataQueryKey,
  getListDegreePrintDataQueryKey,
  listAdultDiplomaPrintData,
  listDegreePrintData,
} from '@/generated/api/graduation/graduation';
import { parseIds } from './print-rules';

/** Diplomas and proofs of graduation print from the same data; degrees from their own. */
export type CertificateSource = 'diploma' | 'degree';

const SOURCES = {
  diploma: { queryKey: getListAdultDiplomaPrintDataQueryKey, fetch: listAdultDiplomaPrintData },
  degree: { queryKey: getListDegreePrintDataQueryKey, fetch: listDegreePrintData },
};

/** The query of these certificates (`ids` from ?ids=, see parseIds). */
export function certificatesQuery(source: CertificateSource, ids: number[]) {
  const params = { ids: ids.join(',') };
  const { queryKey, fetch } = SOURCES[source];
  return queryOptions({
    queryKey: queryKey(params),
    queryFn: ({ signal }) => fetch(params, { silent: true }, signal),
    enabled: ids.length > 0,
  });
}

/** Starts the call for the certificates the address names (nothing when it names none). */
export function prefetchCertificates(source: CertificateSource, search: URLSearchParams): void {
  const ids = parseIds(search.get('ids'));
  // a failure is the page's to show: its own query retries and reports it
  if (ids.length) void queryClient.prefetchQuery(certificatesQuery(source, ids));
}
