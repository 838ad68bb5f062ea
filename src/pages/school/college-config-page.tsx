import { LoadFailed, SectionedForm, ScreenLoading } from '@/kit';
import { useQueryClient } from '@tanstack/react-query';
import { usePermission } from '@/access/access-context';
import {
  getGetFsCollegeConfigQueryKey,
  saveFsCollegeConfig,
  useGetFsCollegeConfig,
} from '@/generated/api/school/school';
import type { SchoolCollegeConfigBody, SchoolCollegeConfigResponse } from '@/generated/model';
import { SaveFsCollegeConfigBody } from '@/generated/zod/school/school.zod';
import { COLLEGE_CONFIG_SECTIONS } from './college-config-fields';

/** 学院配置管理 (collegeConfigAE / collegeConfigST): one settings form per line, not a list. */
export function CollegeConfigPage() {
  const queryClient = useQueryClient();
  const { can } = usePermission();
  const config = useGetFsCollegeConfig({ request: { silent: true } });

  if (config.isPending) return <ScreenLoading />;
  if (config.isError) return <LoadFailed what="学院配置" error={config.error} onRetry={config.refetch} />;
  return (
    <SectionedForm<SchoolCollegeConfigBody>
      title="学院配置"
      sections={COLLEGE_CONFIG_SECTIONS}
      schema={SaveFsCollegeConfigBody}
      record={{ ...config.data.result }}
      submit={saveFsCollegeConfig}
      readOnly={!can('edit')}
      // the whole configuration is replaced: what was saved is now the loaded state (omitted notices are empty)
      onSaved={(saved) =>
        queryClient.setQueryData<SchoolCollegeConfigResponse>(getGetFsCollegeConfigQueryKey(), (old) =>
          old ? { ...old, result: { ...old.result, apply_notice: '', exam_notice: '', ...saved } } : old,
        )
      }
    />
  );
}
