/** Queries of the detail routes of the first screens (stations, staff, students, settings …), from a list row: forms open in edit mode. */
type Row = Record<string, string | number>;
const byId = (row: Row) => ({ id: row.id });
const byUuid = (row: Row) => ({ uuid: row.uuid });

export const QUERIES = {
  addStudentPointAE: byId,
  addStudentPointST: byId,
  addHeadTeacherAE: byId,
  addHeadTeacherST: byId,
  addPlatformAE: byId,
  addPlatformST: byId,
  addPlatformAccountAE: byId,
  addPlatformAccountST: byId,
  configRoleAE: byId,
  configRoleST: byId,
  addOpenCourseAE: byId,
  addOpenCourseST: byId,
  addMajorSettingAE: byId,
  addMajorSettingST: byId,
  addEnrollmentApplicationAE: byId,
  addStudentST: byUuid,
  viewResultsStudentST: byUuid,
  // opened from 学籍监管 (打印成绩单), not from its catalogue parent
  printGradesheetAE: { from: 'studentSuperintendentAE', query: byId },
};
