/**
 * The template a certificate print page prints with: the versions saved on the server (newest
 * first), the one chosen (the newest unless staff picked another) in full, turned into the mm
 * template; the built-in template when none was saved. The newest comes with the list (one call
 * before the first sheet); an older one chosen is read on its own. A version saved in the designer
 * is put in the cache at once and chosen.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type {
  CertificateTemplateOverviewResponse,
  CertificateTemplateVersion,
  CertificateTemplateVersionResponse,
} from '@/generated/model';
import type { PrintTemplate } from '@/kit/print';
import {
  BUILT_IN,
  chosenVersion,
  templateOverviewQuery,
  templateVersionQuery,
  versionsOf,
} from './print-data';
import { versionToTemplate, withSavedVersion } from './template-versions';

export function useTemplateVersion(base: PrintTemplate) {
  const queryClient = useQueryClient();
  const overviewKey = templateOverviewQuery(base.id).queryKey;
  const overview = useQuery(templateOverviewQuery(base.id));
  const [chosen, choose] = useState<number>();
  const all = overview.data?.result.versions ?? [];
  const version = chosenVersion(all, base.id, chosen);
  const latest = overview.data?.result.latest;
  // the newest as the list brought it (when it is the template's and the version that prints)
  const brought = latest?.template_id === base.id && latest.version === version ? latest : undefined;
  const readApart = version !== BUILT_IN && !brought;
  const info = useQuery({ ...templateVersionQuery(base.id, version), enabled: readApart });
  const saved = version === BUILT_IN ? undefined : (brought ?? info.data?.result);
  const template = useMemo(() => (saved ? versionToTemplate(saved, base) : base), [saved, base]);

  /** A version the designer saved: listed, the newest, read at once, and chosen. */
  const onSaved = (version: CertificateTemplateVersion) => {
    queryClient.setQueryData<CertificateTemplateVersionResponse>(
      templateVersionQuery(base.id, version.version).queryKey,
      { code: 200, msg: '操作成功', result: version },
    );
    queryClient.setQueryData<CertificateTemplateOverviewResponse>(overviewKey, (old) => ({
      code: 200,
      msg: old?.msg ?? '操作成功',
      result: { versions: withSavedVersion(old?.result.versions ?? [], version), latest: version },
    }));
    choose(version.version);
    void queryClient.invalidateQueries({ queryKey: overviewKey, exact: true });
  };

  return {
    versions: versionsOf(all, base.id),
    version,
    choose,
    template,
    /** The stock scan of the version printed (for the designer). */
    background: saved?.background_url ?? null,
    loading: overview.isPending || (readApart && info.isPending),
    error: overview.error ?? (readApart ? info.error : null),
    retry: () => {
      if (overview.error) void overview.refetch();
      else void info.refetch();
    },
    onSaved,
  };
}
