/** The columns of the 录取名单 import template, in order, as the import tests and the bench fill it. */
export const ADMISSION_HEADER = [
  '考生号',
  '姓名',
  '性别',
  '身份证号',
  '手机号',
  '招生年份',
  '录取院校',
  '录取专业',
  '层次',
  '学习形式',
  '批次',
  '民族',
  '政治面貌',
  '总分',
  '备注',
];
