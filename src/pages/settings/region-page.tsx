import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  createAdultRegion,
  deleteAdultRegion,
  getListAdultRegionsQueryKey,
  updateAdultRegion,
} from '@/generated/api/settings/settings';
import type { RegionSettingBody, RegionSettingNode } from '@/generated/model';
import { CreateAdultRegionBody, UpdateAdultRegionBody } from '@/generated/zod/settings/settings.zod';
import { FormModal, useRecordModal } from '@/kit';
import { useSingleFlight } from '@/ui/use-single-flight';
import { RegionColumn } from './region-column';
import { nounOf, regionFormFields, regionRecord, type RegionTarget } from './region-fields';
import styles from './region-page.module.css';

const PROVINCE: RegionTarget = { level: 1 };

/** 地区设置 (regionSettingAE): provinces → cities → districts in three linked columns. */
export function RegionPage() {
  const [province, setProvince] = useState<RegionSettingNode>();
  const [city, setCity] = useState<RegionSettingNode>();
  const [count, setCount] = useState(0);
  const modal = useRecordModal<RegionTarget>();
  const queryClient = useQueryClient();
  const once = useSingleFlight();
  const target = modal.record ?? PROVINCE;
  const fields = useMemo(() => regionFormFields(target), [target]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListAdultRegionsQueryKey() });

  const parentOf = (level: number) => (level === 2 ? province : level === 3 ? city : undefined);
  const column = (level: number) => ({
    level,
    parent: parentOf(level),
    onAdd: (rows: number) => {
      setCount(rows);
      modal.open({ level, parent: parentOf(level) });
    },
    onEdit: (node: RegionSettingNode) => modal.open({ level, parent: parentOf(level), node }),
    onDelete: (node: RegionSettingNode) =>
      void once(async () => {
        await deleteAdultRegion({ code: node.code });
        if (node.code === province?.code) setProvince(undefined);
        if (node.code === city?.code) setCity(undefined);
        await refresh();
      }).catch(() => undefined), // the API layer has shown the error
  });

  return (
    <div className={styles.page}>
      <RegionColumn
        {...column(1)}
        selected={province?.code}
        onSelect={(node) => {
          setProvince(node);
          setCity(undefined);
        }}
      />
      <RegionColumn {...column(2)} selected={city?.code} onSelect={setCity} />
      <RegionColumn {...column(3)} />
      <FormModal<RegionSettingBody>
        visible={modal.visible}
        onClose={modal.close}
        title={`${target.node ? '编辑' : '新增'}${nounOf(target.level)}`}
        width={640}
        fields={fields}
        schema={target.node ? UpdateAdultRegionBody : CreateAdultRegionBody}
        record={regionRecord(target, count)}
        submit={(payload) => (target.node ? updateAdultRegion(payload) : createAdultRegion(payload))}
        onSaved={() => void refresh()}
      />
    </div>
  );
}
