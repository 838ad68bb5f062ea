// Double marking (双评), arbitration and anomalies as plain functions: the marking workspace and 按题批改
// (paper) and 阅卷进度 (analysis) decide and count answers by the same rules.
export * from './rules';
export * from './task';
