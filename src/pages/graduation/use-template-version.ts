/**
 * The template a certificate print page prints with: the versions saved on the server (newest
 * first), the one chosen (the newest unless staff picked another), read in full and turned into the
 * mm template; the built-in template when none was saved. A version saved in the designer is put in
 * the cache at once and chosen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  getCertificateTemplateVersion,
  getGetCertificateTemplateVersionQueryKey,
  getListCertificateTemplateVersionsQueryKey,
  listCertificateTemplateVersions,
} from '@/generated/api/graduation/graduation';
import type {
  CertificateTemplateVersion,
  CertificateTemplateVersionListResponse,
  CertificateTemplateVersionResponse,
} from '@/generated/model';
import type { PrintTemplate } from '@/kit/print';
import {
  BUILT_IN,
  chosenVersion,
  versionsOf,
  versionToTemplate,
  withSavedVersion,
} from './template-versions';

export function useTemplateVersion(base: PrintTemplate) {
  const queryClient = useQueryClient();
  const listParams = { template_id: base.id };
  const listKey = getListCertificateTemplateVersionsQueryKey(listParams);
  const list = useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => listCertificateTemplateVersions(listParams, { silent: true }, signal),
  });
  const [chosen, choose] = useState<number>();
  const all = list.data?.result ?? [];
  const version = chosenVersion(all, base.id, chosen);
  const params = { template_id: base.id, version };
  const info = useQuery({
    queryKey: getGetCertificateTemplateVersionQueryKey(params),
    queryFn: ({ signal }) => getCertificateTemplateVersion(params, { silent: true }, signal),
    enabled: version !== BUILT_IN,
  });
  const saved = version === BUILT_IN ? undefined : info.data?.result;
  const template = useMemo(() => (saved ? versionToTemplate(saved, base) : base), [saved, base]);

  /** A version the designer saved: listed and read at once, and chosen. */
  const onSaved = (version: CertificateTemplateVersion) => {
    queryClient.setQueryData<CertificateTemplateVersionResponse>(
      getGetCertificateTemplateVersionQueryKey({ template_id: base.id, version: version.version }),
      { code: 200, msg: '操作成功', result: version },
    );
    queryClient.setQueryData<CertificateTemplateVersionListResponse>(listKey, (old) => ({
      code: 200,
      msg: old?.msg ?? '操作成功',
      result: withSavedVersion(old?.result ?? [], version),
    }));
    choose(version.version);
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
  };

  return {
    versions: versionsOf(all, base.id),
    version,
    choose,
    template,
    /** The stock scan of the version printed (for the designer). */
    background: saved?.background_url ?? null,
    loading: list.isPending || (version !== BUILT_IN && info.isPending),
    error: list.error ?? (version !== BUILT_IN ? info.error : null),
    retry: () => {
      if (list.error) void list.refetch();
      else void info.refetch();
    },
    onSaved,
  };
}
