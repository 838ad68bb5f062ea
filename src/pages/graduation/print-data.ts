/**
 * What a certificate print page needs from the server before its first sheet: the certificates,
 * and the template's saved versions with the newest in full (one call); an older version chosen is
 * read on its own. In a module of its own, without the print kit: the page uses these queries, and
 * the app's start starts them from the address before the page's chunk has arrived
 * (ScreenLoader.prefetch, src/routes/start-early.ts), so a batch of 500 opened in a new window
 * shows its first sheet sooner.
 */
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import {
  getCertificateTemplateOverview,
  getCertificateTemplateVersion,
  getGetCertificateTemplateOverviewQueryKey,
  getGetCertificateTemplateVersionQueryKey,
  getListAdultDiplomaPrintDataQueryKey,
  getListDegreePrintDataQueryKey,
  listAdultDiplomaPrintData,
  listDegreePrintData,
} from '@/generated/api/graduation/graduation';
import type { CertificateTemplateVersionSummary } from '@/generated/model';
import { parseIds } from './print-rules';

/** The three certificates: 毕业证书, 毕业证明书 (from the same data) and 学位证书. */
export type CertificateKindKey = 'diploma' | 'proof' | 'degree';

/** Each certificate's template, as the server knows it (PrintTemplate.id). */
export const TEMPLATE_IDS: Record<CertificateKindKey, string> = {
  diploma: 'diploma-2026',
  proof: 'diploma-proof',
  degree: 'degree-2026',
};

/** The query of these certificates (`ids` from ?ids=, see parseIds). */
export function certificatesQuery(kind: CertificateKindKey, ids: number[]) {
  const params = { ids: ids.join(',') };
  const [queryKey, fetch] =
    kind === 'degree'
      ? [getListDegreePrintDataQueryKey, listDegreePrintData]
      : [getListAdultDiplomaPrintDataQueryKey, listAdultDiplomaPrintData];
  return queryOptions({
    queryKey: queryKey(params),
    queryFn: ({ signal }) => fetch(params, { silent: true }, signal),
    enabled: ids.length > 0,
  });
}

// ——— template versions ———

/** The version picker's value for the template built into the app (never saved on the server). */
export const BUILT_IN = 0;

/** A template's versions, newest first; versions of another template (a server's mistake) are left out. */
export function versionsOf(
  list: readonly CertificateTemplateVersionSummary[],
  templateId: string,
): CertificateTemplateVersionSummary[] {
  return list.filter((version) => version.template_id === templateId).sort((a, b) => b.version - a.version);
}

/** The version that prints: the one chosen while it is listed, else the newest. */
export function chosenVersion(
  list: readonly CertificateTemplateVersionSummary[],
  templateId: string,
  chosen: number | undefined,
): number {
  if (chosen === BUILT_IN) return BUILT_IN;
  const versions = versionsOf(list, templateId);
  if (chosen !== undefined && versions.some((version) => version.version === chosen)) return chosen;
  return versions[0]?.version ?? BUILT_IN;
}

/** The versions saved of a template, with the newest in full. */
export function templateOverviewQuery(templateId: string) {
  const params = { template_id: templateId };
  return queryOptions({
    queryKey: getGetCertificateTemplateOverviewQueryKey(params),
    queryFn: ({ signal }) => getCertificateTemplateOverview(params, { silent: true }, signal),
  });
}

/** One saved version in full (not for BUILT_IN). */
export function templateVersionQuery(templateId: string, version: number) {
  const params = { template_id: templateId, version };
  return queryOptions({
    queryKey: getGetCertificateTemplateVersionQueryKey(params),
    queryFn: ({ signal }) => getCertificateTemplateVersion(params, { silent: true }, signal),
    enabled: version !== BUILT_IN,
  });
}

// ——— started from the address ———

/**
 * Starts the calls for the certificates the address names and their template (nothing when it
 * names none). A failure is the page's to show: its own queries retry and report it.
 */
export function prefetchPrintData(kind: CertificateKindKey, search: URLSearchParams): void {
  const ids = parseIds(search.get('ids'));
  if (!ids.length) return;
  // the template's short answer first: it is then not queued behind the certificates' long one
  void queryClient.prefetchQuery(templateOverviewQuery(TEMPLATE_IDS[kind]));
  void queryClient.prefetchQuery(certificatesQuery(kind, ids));
}
