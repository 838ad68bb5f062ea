/**
 * The template a certificate print page prints with: the versions saved on the server (newest
 * first), the one chosen (the newest unless staff picked another), read in full and turned into the
 * mm template; the built-in template when none was saved. A version saved in the designer is put in
 * the cache at once and chosen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type {
  CertificateTemplateVersion,
  CertificateTemplateVersionListResponse,
  CertificateTemplateVersionResponse,
} from '@/generated/model';
import type { PrintTemplate } from '@/kit/print';
import {
  BUILT_IN,
  chosenVersion,
  templateVersionQuery,
  templateVersionsQuery,
  versionsOf,
} from './print-data';
import { versionToTemplate, withSavedVersion } from './template-versions';

export function useTemplateVersion(base: PrintTemplate) {
  const queryClient = useQueryClient();
  const listQuery = templateVersionsQuery(base.id);
  const listKey = listQuery.queryKey;
  const list = useQuery(listQuery);
  const [chosen, choose] = useState<number>();
  const all = list.data?.result ?? [];
  const version = chosenVersion(all, base.id, chosen);
  const info = useQuery(templateVersionQuery(base.id, version));
  const saved = version === BUILT_IN ? undefined : info.data?.result;
  const template = useMemo(() => (saved ? versionToTemplate(saved, base) : base), [saved, base]);

  /** A version the designer saved: listed and read at once, and chosen. */
  const onSaved = (version: CertificateTemplateVersion) => {
    queryClient.setQueryData<CertificateTemplateVersionResponse>(
      templateVersionQuery(base.id, version.version).queryKey,
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
