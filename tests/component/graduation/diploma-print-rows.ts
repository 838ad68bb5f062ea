/** A row of 毕业证首次打印's list, for the tests of its batch print. */
import type { DiplomaPrintRow } from '@/generated/model';

export const diplomaPrintRow = (id: number): DiplomaPrintRow => ({
  id,
  // a UUID as the contract says: 5e0c1a2b-…-000000000007
  student_uuid: `5e0c1a2b-7d4f-4c8e-9b1a-${String(id).padStart(12, '0')}`,
  student_name: `陈${id}`,
  student_no: `2024${String(id).padStart(6, '0')}`,
  id_card: '4401**********1234',
  sex: 1,
  station_name: '广州函授站',
  profession_name: '会计学',
  level_name: '专升本',
  certificate_no: `1055${String(id).padStart(8, '0')}`,
  graduated_at: '2026-07-01',
  print_count: 0,
  last_printed_at: null,
});
