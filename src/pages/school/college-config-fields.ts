/** 学院配置管理: one settings form of each line, in sections. */
import { type SettingsSection } from '@/kit';

export const COLLEGE_CONFIG_SECTIONS: SettingsSection[] = [
  {
    title: '显示设置',
    fields: [
      {
        type: 'switch',
        field: 'show_progress',
        label: '显示学习进度',
        checkedText: '显示',
        uncheckedText: '隐藏',
        half: true,
      },
      {
        type: 'switch',
        field: 'show_score',
        label: '显示成绩',
        checkedText: '显示',
        uncheckedText: '隐藏',
        half: true,
      },
      {
        type: 'switch',
        field: 'allow_edit_profile',
        label: '允许学生修改资料',
        checkedText: '允许',
        uncheckedText: '禁止',
        half: true,
        extra: '关闭后学生只能查看个人资料，修改需由教务老师办理',
      },
    ],
  },
  {
    title: '报名与考试须知',
    fields: [
      {
        type: 'textarea',
        field: 'apply_notice',
        label: '报名须知',
        maxLength: 2000,
        extra: '学生报名时阅读并确认',
      },
      {
        type: 'textarea',
        field: 'exam_notice',
        label: '考试须知',
        maxLength: 2000,
        extra: '显示在准考证与考试入口',
      },
    ],
  },
  {
    title: '缴费设置',
    fields: [
      {
        type: 'number',
        field: 'apply_fee',
        label: '报名费',
        min: 0,
        max: 99999.99,
        precision: 2,
        suffix: '元',
        half: true,
      },
      {
        type: 'input',
        field: 'payee',
        label: '收款人',
        maxLength: 50,
        half: true,
        extra: '线下转账的收款单位名称',
      },
      { type: 'input', field: 'bank_name', label: '银行名称', maxLength: 30, half: true },
      {
        type: 'input',
        field: 'bank_number',
        label: '银行账号',
        maxLength: 30,
        half: true,
        extra: '12–30 位数字',
      },
      { type: 'input', field: 'bank_address', label: '开户行', maxLength: 60 },
    ],
  },
];
