/**
 * What a certificate print page needs from the server before its first sheet: the certificates,
 * the template's saved versions and the version that prints. In a module of its own, without the
 * print kit: the page uses these queries, and the route starts them from the address before the
 * page's chunk has arrived (ScreenLoader.prefetch), so a batch of 500 opened in a new window shows
 * its first sheet sooner.
 */
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '@/api/query-client';
import {
  getCertificateTemplateVersion,
  getGetCertificateTemplateVersionQueryKey,
  getListAdultDiplomaPrintDataQueryKey,
  getListCertificateTemplateVersionsQueryKey,
  getListDegreePrintDataQueryKey,
  listAdultDiplomaPrintData,
  listCertificateTemplateVersions,
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

/** The newest saved version of a template, or BUILT_IN when none was saved. */
export function newestVersion(
  list: readonly CertificateTemplateVersionSummary[],
  templateId: string,
): number {
  return versionsOf(list, templateId)[0]?.version ?? BUILT_IN;
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

/** The versions saved of a template. */
export function templateVersionsQuery(templateId: string) {
  const params = { template_id: templateId };
  return queryOptions({
    queryKey: getListCertificateTemplateVersionsQueryKey(params),
    queryFn: ({ signal }) => listCertificateTemplateVersions(params, { silent: true }, signal),
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
 * Starts the calls for the certificates the address names and the newest version of their
 * template (nothing when it names none). A failure is the page's to show: its own queries retry
 * and report it.
 */
export function prefetchPrintData(kind: CertificateKindKey, search: URLSearchParams): void {
  const ids = parseIds(search.get('ids'));
  if (!ids.length) return;
  // the short version list first: its answer (and so the call for the newest version, which needs
  // it) is then not queued behind reading and checking the certificates' long answer
  const templateId = TEMPLATE_IDS[kind];
  void queryClient.fetchQuery(templateVersionsQuery(templateId)).then(
    ({ result }) => {
      const version = newestVersion(result, templateId);
      if (version !== BUILT_IN) void queryClient.prefetchQuery(templateVersionQuery(templateId, version));
    },
    () => undefined,
  );
  void queryClient.prefetchQuery(certificatesQuery(kind, ids));
}
