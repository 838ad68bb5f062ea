/**
 * The forms the sweep cannot save under a fault, each with why. Every other create form (新增…)
 * must be filled and saved, and every edit form opened with its record saved; a form named here
 * that saves after all fails the sweep too, so the list never outlives its reason.
 */
export const UNSAVED_FORMS: ReadonlyMap<string, string> = new Map([
  [
    'addExaminationST',
    '新增试卷是组卷工作台：先选题才能保存，它的检查（还没有试题……）显示在表单下方的「保存前请处理」里，填表程序不选题',
  ],
]);
