import type { MenuNode } from './types';

/**
 * Side-menu catalogue (spec §2 "Side menu", §3 "Menu item"): numeric id → title and path, also used
 * for breadcrumbs. Each line is a tree of at most three levels: group → page, or group → sub-group → page.
 * - ids: 1 home, 2 personal info; self-taught groups 1001–1099, the rest of that tree 1100–1999;
 *   adult groups 2001–2099, the rest 2100–2999. Never renumbered or reused: a button's permission id
 *   is menu id × 100 + action code (src/access/actions.ts) and the real backend stores them per role;
 *   a new entry takes its line's next unused id (tests/unit/routes/menu-ids.json pins those given).
 * - sort is the position among siblings, except the practice-paper group (练习试卷) and its items: 14.
 * - Pages: path '/' + route name, autoName identical to the route title in ./catalogue.ts. Only 'nav'
 *   routes appear; detail pages take their menu highlight from their parent route.
 * One page per line on purpose, hence the prettier-ignore.
 */
// prettier-ignore
export const MENU_CATALOGUE: {
  home: MenuNode;
  personalInfo: MenuNode;
  selfTaught: MenuNode[];
  adultEducation: MenuNode[];
} = {
  home: { id: 1, autoName: '首页', icon: 'IconHome', sort: 0, parentId: 0, path: '/home', children: null },
  personalInfo: { id: 2, autoName: '个人信息', icon: 'IconUser', sort: 0, parentId: 0, path: '/personalInfo', children: null },
  // 自学考试
  selfTaught: [
    {
      id: 1001, autoName: '教务管理', icon: 'IconBook', sort: 1, parentId: 0, path: null,
      children: [
        { id: 1100, autoName: '课程管理', icon: '', sort: 1, parentId: 1001, path: '/curriculumST', children: null },
        { id: 1101, autoName: '教材管理', icon: '', sort: 2, parentId: 1001, path: '/courseMaterialsST', children: null },
        { id: 1102, autoName: '书商订单', icon: '', sort: 3, parentId: 1001, path: '/booksellerOrderListST', children: null },
        { id: 1103, autoName: '学习进度', icon: '', sort: 4, parentId: 1001, path: '/rateOfLearningST', children: null },
        { id: 1104, autoName: '排课管理', icon: '', sort: 5, parentId: 1001, path: '/classScheduleST', children: null },
        { id: 1105, autoName: '教学计划', icon: '', sort: 6, parentId: 1001, path: '/teachingPlanST', children: null },
        { id: 1106, autoName: '执行计划', icon: '', sort: 7, parentId: 1001, path: '/implementPlanST', children: null },
      ],
    },
    {
      id: 1002, autoName: '教学管理', icon: 'IconUserGroup', sort: 2, parentId: 0, path: null,
      children: [
        { id: 1107, autoName: '班级管理', icon: '', sort: 1, parentId: 1002, path: '/classST', children: null },
        { id: 1108, autoName: '学生信息管理', icon: '', sort: 2, parentId: 1002, path: '/studentInformationST', children: null },
        { id: 1109, autoName: '退学审核', icon: '', sort: 3, parentId: 1002, path: '/dropOutToExamineST', children: null },
        { id: 1110, autoName: '新生审核', icon: '', sort: 4, parentId: 1002, path: '/newStudentToExamineST', children: null },
        { id: 1111, autoName: '注册审核', icon: '', sort: 5, parentId: 1002, path: '/studentRegistReviewST', children: null },
      ],
    },
    {
      id: 1003, autoName: '缴费管理', icon: 'IconStorage', sort: 3, parentId: 0, path: null,
      children: [
        { id: 1112, autoName: '学费管理', icon: '', sort: 1, parentId: 1003, path: '/tuitionST', children: null },
        { id: 1113, autoName: '缴费记录', icon: '', sort: 2, parentId: 1003, path: '/paymentRecordST', children: null },
      ],
    },
    {
      id: 1004, autoName: '毕业管理', icon: 'IconTrophy', sort: 4, parentId: 0, path: null,
      children: [
        { id: 1114, autoName: '论文计划', icon: '', sort: 1, parentId: 1004, path: '/dissertationToExamineST', children: null },
        { id: 1115, autoName: '论文指导', icon: '', sort: 2, parentId: 1004, path: '/dissertationGuidanceST', children: null },
        { id: 1116, autoName: '毕业预登记', icon: '', sort: 3, parentId: 1004, path: '/preCertificationST', children: null },
        { id: 1117, autoName: '答辩计划', icon: '', sort: 4, parentId: 1004, path: '/dissertationDefenceeST', children: null },
        { id: 1118, autoName: '答辩学生', icon: '', sort: 5, parentId: 1004, path: '/dissertationStudentST', children: null },
        { id: 1119, autoName: '学士学位申请', icon: '', sort: 6, parentId: 1004, path: '/degreeApplicationST', children: null },
        { id: 1120, autoName: '学位证书申请', icon: '', sort: 7, parentId: 1004, path: '/baccalaureateApplyST', children: null },
        { id: 1121, autoName: '学位证打印', icon: '', sort: 8, parentId: 1004, path: '/baccalaureatePrintST', children: null },
        { id: 1122, autoName: '学位名单', icon: '', sort: 9, parentId: 1004, path: '/academicDegreeListST', children: null },
      ],
    },
    {
      id: 1005, autoName: '学习中心与班主任', icon: 'IconHome', sort: 5, parentId: 0, path: null,
      children: [
        { id: 1123, autoName: '学习中心管理', icon: '', sort: 1, parentId: 1005, path: '/studentPointST', children: null },
        { id: 1124, autoName: '班主任管理', icon: '', sort: 2, parentId: 1005, path: '/headmasterST', children: null },
        { id: 1125, autoName: '辅导教师管理', icon: '', sort: 3, parentId: 1005, path: '/instructorST', children: null },
      ],
    },
    {
      id: 1006, autoName: '练习试卷', icon: 'IconEdit', sort: 14, parentId: 0, path: null,
      children: [
        { id: 1126, autoName: '练习试卷管理', icon: '', sort: 14, parentId: 1006, path: '/practicePaperST', children: null },
        { id: 1127, autoName: '试卷管理', icon: '', sort: 14, parentId: 1006, path: '/testPaperST', children: null },
        { id: 1128, autoName: '作业练习', icon: '', sort: 14, parentId: 1006, path: '/homeworkPracticeST', children: null },
      ],
    },
    {
      id: 1007, autoName: '考试管理', icon: 'IconCalendar', sort: 7, parentId: 0, path: null,
      children: [
        {
          id: 1129, autoName: '考试组织', icon: '', sort: 1, parentId: 1007, path: null,
          children: [
            { id: 1130, autoName: '考试设置', icon: '', sort: 1, parentId: 1129, path: '/examinationSettingST', children: null },
            { id: 1131, autoName: '考试计划', icon: '', sort: 2, parentId: 1129, path: '/examinationPlanST', children: null },
            { id: 1132, autoName: '考试安排', icon: '', sort: 3, parentId: 1129, path: '/examSchedulingST', children: null },
            { id: 1133, autoName: '线上考试安排', icon: '', sort: 4, parentId: 1129, path: '/examonlineSchedulingST', children: null },
          ],
        },
        {
          id: 1134, autoName: '报名与缴费', icon: '', sort: 2, parentId: 1007, path: null,
          children: [
            { id: 1135, autoName: '考试报名', icon: '', sort: 1, parentId: 1134, path: '/examinationRegistrationST', children: null },
            { id: 1136, autoName: '未缴费学生', icon: '', sort: 2, parentId: 1134, path: '/unpaidStudentsST', children: null },
            { id: 1137, autoName: '考场费用统计', icon: '', sort: 3, parentId: 1134, path: '/examRoomConsumptionST', children: null },
          ],
        },
        {
          id: 1138, autoName: '考点与监考', icon: '', sort: 3, parentId: 1007, path: null,
          children: [
            { id: 1139, autoName: '考点管理', icon: '', sort: 1, parentId: 1138, path: '/testSiteST', children: null },
            { id: 1140, autoName: '监考安排', icon: '', sort: 2, parentId: 1138, path: '/examInvigilationST', children: null },
            { id: 1141, autoName: '监考老师', icon: '', sort: 3, parentId: 1138, path: '/invigilationTeacherST', children: null },
            { id: 1142, autoName: '考试监控', icon: '', sort: 4, parentId: 1138, path: '/examMonitorST', children: null },
            { id: 1143, autoName: '考试签到', icon: '', sort: 5, parentId: 1138, path: '/examSignInST', children: null },
          ],
        },
        {
          id: 1144, autoName: '阅卷', icon: '', sort: 4, parentId: 1007, path: null,
          children: [
            { id: 1145, autoName: '阅卷管理', icon: '', sort: 1, parentId: 1144, path: '/markingST', children: null },
            { id: 1146, autoName: '阅卷进度', icon: '', sort: 2, parentId: 1144, path: '/scoringProgressST', children: null },
          ],
        },
        {
          id: 1147, autoName: '成绩', icon: '', sort: 5, parentId: 1007, path: null,
          children: [
            { id: 1148, autoName: '认定课程成绩', icon: '', sort: 1, parentId: 1147, path: '/identifyCourseGradesST', children: null },
            { id: 1149, autoName: '考试成绩', icon: '', sort: 2, parentId: 1147, path: '/achievementST', children: null },
          ],
        },
      ],
    },
    {
      id: 1008, autoName: '学籍管理', icon: 'IconIdcard', sort: 8, parentId: 0, path: null,
      children: [
        { id: 1150, autoName: '毕业生管理', icon: '', sort: 1, parentId: 1008, path: '/graduatesST', children: null },
        { id: 1151, autoName: '毕业申请', icon: '', sort: 2, parentId: 1008, path: '/diplomaApplyST', children: null },
        { id: 1152, autoName: '毕业总登记', icon: '', sort: 3, parentId: 1008, path: '/totalCertificationST', children: null },
        { id: 1153, autoName: '毕业证领取', icon: '', sort: 4, parentId: 1008, path: '/diplomaReceiveST', children: null },
      ],
    },
    {
      id: 1009, autoName: '统计报表', icon: 'IconDashboard', sort: 9, parentId: 0, path: null,
      children: [
        { id: 1154, autoName: '报考课程统计', icon: '', sort: 1, parentId: 1009, path: '/examinationCurriculumST', children: null },
        { id: 1155, autoName: '报考学生统计', icon: '', sort: 2, parentId: 1009, path: '/examinationStudentST', children: null },
        { id: 1156, autoName: '考试数据查询', icon: '', sort: 3, parentId: 1009, path: '/examinationDataQueryST', children: null },
      ],
    },
    {
      id: 1010, autoName: '实践考核', icon: 'IconCheckCircle', sort: 10, parentId: 0, path: null,
      children: [
        { id: 1157, autoName: '实践考核管理', icon: '', sort: 1, parentId: 1010, path: '/practicalAssessmentSt', children: null },
      ],
    },
    {
      id: 1011, autoName: '消息中心', icon: 'IconNotification', sort: 11, parentId: 0, path: null,
      children: [
        { id: 1158, autoName: '平台公告', icon: '', sort: 1, parentId: 1011, path: '/platformNoticeST', children: null },
        { id: 1159, autoName: '院长信箱', icon: '', sort: 2, parentId: 1011, path: '/deanMailboxST', children: null },
      ],
    },
    {
      id: 1012, autoName: '职工与角色', icon: 'IconSafe', sort: 12, parentId: 0, path: null,
      children: [
        { id: 1160, autoName: '职工账号', icon: '', sort: 1, parentId: 1012, path: '/platformAccountST', children: null },
        { id: 1161, autoName: '角色管理', icon: '', sort: 2, parentId: 1012, path: '/roleManagementST', children: null },
      ],
    },
    {
      id: 1013, autoName: '系统设置', icon: 'IconSettings', sort: 13, parentId: 0, path: null,
      children: [
        {
          id: 1162, autoName: '基础设置', icon: '', sort: 1, parentId: 1013, path: null,
          children: [
            { id: 1163, autoName: '院校设置', icon: '', sort: 1, parentId: 1162, path: '/schoolSystemSettingST', children: null },
            { id: 1164, autoName: '学院设置', icon: '', sort: 2, parentId: 1162, path: '/collegeSettingST', children: null },
            { id: 1165, autoName: '单位设置', icon: '', sort: 3, parentId: 1162, path: '/unitSettingST', children: null },
            { id: 1166, autoName: '学院配置', icon: '', sort: 4, parentId: 1162, path: '/collegeConfigST', children: null },
            { id: 1167, autoName: '批次管理', icon: '', sort: 5, parentId: 1162, path: '/batchST', children: null },
            { id: 1168, autoName: '校历设置', icon: '', sort: 6, parentId: 1162, path: '/schoolCalendarSettingST', children: null },
            { id: 1169, autoName: '安卓版本管理', icon: '', sort: 7, parentId: 1162, path: '/versionST', children: null },
          ],
        },
        {
          id: 1170, autoName: '专业与学位', icon: '', sort: 2, parentId: 1013, path: null,
          children: [
            { id: 1171, autoName: '科类设置', icon: '', sort: 1, parentId: 1170, path: '/familySettingST', children: null },
            { id: 1172, autoName: '专业设置', icon: '', sort: 2, parentId: 1170, path: '/majorSettingST', children: null },
            { id: 1173, autoName: '专业学位设置', icon: '', sort: 3, parentId: 1170, path: '/professionalDegreeST', children: null },
            { id: 1174, autoName: '专业考试计划', icon: '', sort: 4, parentId: 1170, path: '/ProfessionalPlanST', children: null },
            { id: 1175, autoName: '专业课程时间表', icon: '', sort: 5, parentId: 1170, path: '/ProfessionalTimetableST', children: null },
          ],
        },
        {
          id: 1176, autoName: '课程设置', icon: '', sort: 3, parentId: 1013, path: null,
          children: [
            { id: 1177, autoName: '开考课程', icon: '', sort: 1, parentId: 1176, path: '/openCourseST', children: null },
            { id: 1178, autoName: '课程节点设置', icon: '', sort: 2, parentId: 1176, path: '/courseNodeSettingST', children: null },
          ],
        },
      ],
    },
  ],
  // 成人教育
  adultEducation: [
    {
      id: 2001, autoName: '招生管理', icon: 'IconUserAdd', sort: 1, parentId: 0, path: null,
      children: [
        { id: 2100, autoName: '录取管理', icon: '', sort: 1, parentId: 2001, path: '/admissionAE', children: null },
        { id: 2101, autoName: '入学教育', icon: '', sort: 2, parentId: 2001, path: '/admissionEducationAE', children: null },
        { id: 2102, autoName: '前置学历审核', icon: '', sort: 3, parentId: 2001, path: '/preQualificationReviewAE', children: null },
        { id: 2103, autoName: '录取照片审核', icon: '', sort: 4, parentId: 2001, path: '/admissionPhotoAE', children: null },
      ],
    },
    {
      id: 2002, autoName: '学生管理', icon: 'IconUserGroup', sort: 2, parentId: 0, path: null,
      children: [
        {
          id: 2104, autoName: '班级与学生', icon: '', sort: 1, parentId: 2002, path: null,
          children: [
            { id: 2105, autoName: '班级管理', icon: '', sort: 1, parentId: 2104, path: '/classAE', children: null },
            { id: 2106, autoName: '学籍信息', icon: '', sort: 2, parentId: 2104, path: '/studentStatusAE', children: null },
            { id: 2107, autoName: '学生档案', icon: '', sort: 3, parentId: 2104, path: '/studentArchivesAE', children: null },
            { id: 2108, autoName: '学生信息修改审核', icon: '', sort: 4, parentId: 2104, path: '/studentInfoModifyAE', children: null },
            { id: 2109, autoName: '学生学习督查', icon: '', sort: 5, parentId: 2104, path: '/studentSuperintendentAE', children: null },
          ],
        },
        {
          id: 2110, autoName: '学籍管理', icon: '', sort: 2, parentId: 2002, path: null,
          children: [
            { id: 2111, autoName: '学籍异动', icon: '', sort: 1, parentId: 2110, path: '/studentStatusChangeAE', children: null },
            { id: 2112, autoName: '过期学籍', icon: '', sort: 2, parentId: 2110, path: '/expiredStudentStatusAE', children: null },
          ],
        },
        {
          id: 2113, autoName: '缴费管理', icon: '', sort: 3, parentId: 2002, path: null,
          children: [
            { id: 2114, autoName: '班级缴费', icon: '', sort: 1, parentId: 2113, path: '/classPayAE', children: null },
            { id: 2115, autoName: '学生缴费记录', icon: '', sort: 2, parentId: 2113, path: '/StudentPayRecordAE', children: null },
          ],
        },
        {
          id: 2116, autoName: '毕业管理', icon: '', sort: 4, parentId: 2002, path: null,
          children: [
            { id: 2117, autoName: '毕业申请', icon: '', sort: 1, parentId: 2116, path: '/diplomaApplyAE', children: null },
            { id: 2118, autoName: '本年度未毕业学生', icon: '', sort: 2, parentId: 2116, path: '/yearsNoGradAE', children: null },
            { id: 2119, autoName: '毕业预登记', icon: '', sort: 3, parentId: 2116, path: '/preCertificationAE', children: null },
            { id: 2120, autoName: '毕业总登记', icon: '', sort: 4, parentId: 2116, path: '/totalCertificationAE', children: null },
            { id: 2121, autoName: '毕业照片审核', icon: '', sort: 5, parentId: 2116, path: '/gradPhotoExamineAE', children: null },
            { id: 2122, autoName: '毕业证首次打印', icon: '', sort: 6, parentId: 2116, path: '/diplomaFirstTimePrintAE', children: null },
            { id: 2123, autoName: '毕业证补打记录', icon: '', sort: 7, parentId: 2116, path: '/diplomaMakeUpAE', children: null },
          ],
        },
        {
          id: 2124, autoName: '学位管理', icon: '', sort: 5, parentId: 2002, path: null,
          children: [
            { id: 2125, autoName: '学士学位申请', icon: '', sort: 1, parentId: 2124, path: '/degreeApplicationAE', children: null },
            { id: 2126, autoName: '学位证书申请', icon: '', sort: 2, parentId: 2124, path: '/baccalaureateApplyAE', children: null },
            { id: 2127, autoName: '学位证打印', icon: '', sort: 3, parentId: 2124, path: '/baccalaureatePrintAE', children: null },
            { id: 2128, autoName: '学位名单', icon: '', sort: 4, parentId: 2124, path: '/academicDegreeListAE', children: null },
          ],
        },
      ],
    },
    {
      id: 2003, autoName: '课程管理', icon: 'IconBook', sort: 3, parentId: 0, path: null,
      children: [
        {
          id: 2129, autoName: '课程与视频', icon: '', sort: 1, parentId: 2003, path: null,
          children: [
            { id: 2130, autoName: '课程信息', icon: '', sort: 1, parentId: 2129, path: '/adultEducationCourseAE', children: null },
            { id: 2131, autoName: '课程视频审核', icon: '', sort: 2, parentId: 2129, path: '/reviewVideoAE', children: null },
            { id: 2132, autoName: '学习进度', icon: '', sort: 3, parentId: 2129, path: '/rateOfLearningAE', children: null },
          ],
        },
        {
          id: 2133, autoName: '教材与计划', icon: '', sort: 2, parentId: 2003, path: null,
          children: [
            { id: 2134, autoName: '教材管理', icon: '', sort: 1, parentId: 2133, path: '/adultTeachingMaterialsAE', children: null },
            { id: 2135, autoName: '基础教材计划', icon: '', sort: 2, parentId: 2133, path: '/basicTextbookPlanAE', children: null },
            { id: 2136, autoName: '教材使用查看', icon: '', sort: 3, parentId: 2133, path: '/textbookUsageViewAE', children: null },
            { id: 2137, autoName: '教材使用设置', icon: '', sort: 4, parentId: 2133, path: '/textbookUsageSetViewAE', children: null },
          ],
        },
      ],
    },
    {
      id: 2004, autoName: '计划管理', icon: 'IconList', sort: 4, parentId: 0, path: null,
      children: [
        { id: 2138, autoName: '教学计划', icon: '', sort: 1, parentId: 2004, path: '/teachingPlanAE', children: null },
        { id: 2139, autoName: '执行计划', icon: '', sort: 2, parentId: 2004, path: '/implementPlanAE', children: null },
        { id: 2140, autoName: '学期计划管理', icon: '', sort: 3, parentId: 2004, path: '/semesterPlanManageAE', children: null },
        { id: 2141, autoName: '新生班级执行计划', icon: '', sort: 4, parentId: 2004, path: '/newClassExecutionPlanAE', children: null },
      ],
    },
    {
      id: 2005, autoName: '考试管理', icon: 'IconCalendar', sort: 5, parentId: 0, path: null,
      children: [
        {
          id: 2142, autoName: '考试组织', icon: '', sort: 1, parentId: 2005, path: null,
          children: [
            { id: 2143, autoName: '考试计划管理', icon: '', sort: 1, parentId: 2142, path: '/examPlanManagementAE', children: null },
            { id: 2144, autoName: '考试信息管理', icon: '', sort: 2, parentId: 2142, path: '/examManagementAE', children: null },
            { id: 2145, autoName: '考核方式管理', icon: '', sort: 3, parentId: 2142, path: '/examAssessmentAE', children: null },
            { id: 2146, autoName: '补考管理', icon: '', sort: 4, parentId: 2142, path: '/supplementaryExaminationAE', children: null },
          ],
        },
        {
          id: 2147, autoName: '报考与审核', icon: '', sort: 2, parentId: 2005, path: null,
          children: [
            { id: 2148, autoName: '报考申请', icon: '', sort: 1, parentId: 2147, path: '/enrollmentApplicationAE', children: null },
            { id: 2149, autoName: '报考进度', icon: '', sort: 2, parentId: 2147, path: '/registrationProgressAE', children: null },
            { id: 2150, autoName: '考试资格审核', icon: '', sort: 3, parentId: 2147, path: '/examCheckAE', children: null },
            { id: 2151, autoName: '免考申请', icon: '', sort: 4, parentId: 2147, path: '/exemptionApplicationAE', children: null },
          ],
        },
        {
          id: 2152, autoName: '考场与监考', icon: '', sort: 3, parentId: 2005, path: null,
          children: [
            { id: 2153, autoName: '线上排考', icon: '', sort: 1, parentId: 2152, path: '/examSchedulingOnLineAE', children: null },
            { id: 2154, autoName: '线下排考', icon: '', sort: 2, parentId: 2152, path: '/examSchedulingOfflineAE', children: null },
            { id: 2155, autoName: '考场管理', icon: '', sort: 3, parentId: 2152, path: '/examinationRoomAE', children: null },
            { id: 2156, autoName: '考场使用情况', icon: '', sort: 4, parentId: 2152, path: '/examRoomUsageAE', children: null },
            { id: 2157, autoName: '监考老师', icon: '', sort: 5, parentId: 2152, path: '/invigilationTeacherAE', children: null },
            { id: 2158, autoName: '巡考统计', icon: '', sort: 6, parentId: 2152, path: '/superviseExamStatisticsAE', children: null },
          ],
        },
        {
          id: 2159, autoName: '阅卷', icon: '', sort: 4, parentId: 2005, path: null,
          children: [
            { id: 2160, autoName: '阅卷管理', icon: '', sort: 1, parentId: 2159, path: '/markingAE', children: null },
            { id: 2161, autoName: '阅卷进度', icon: '', sort: 2, parentId: 2159, path: '/readingProgressAE', children: null },
          ],
        },
      ],
    },
    {
      id: 2006, autoName: '成绩管理', icon: 'IconTrophy', sort: 6, parentId: 0, path: null,
      children: [
        {
          id: 2162, autoName: '成绩登记', icon: '', sort: 1, parentId: 2006, path: null,
          children: [
            { id: 2163, autoName: '成绩录入', icon: '', sort: 1, parentId: 2162, path: '/scorViewingEntryAE', children: null },
            { id: 2164, autoName: '课程成绩核对', icon: '', sort: 2, parentId: 2162, path: '/checkingCourseGradesAE', children: null },
            { id: 2165, autoName: '考生答卷查看', icon: '', sort: 3, parentId: 2162, path: '/examPaperViewAE', children: null },
          ],
        },
        {
          id: 2166, autoName: '成绩汇总', icon: '', sort: 2, parentId: 2006, path: null,
          children: [
            { id: 2167, autoName: '学生成绩', icon: '', sort: 1, parentId: 2166, path: '/studentAchievementAE', children: null },
            { id: 2168, autoName: '班级成绩', icon: '', sort: 2, parentId: 2166, path: '/classGradeAE', children: null },
            { id: 2169, autoName: '成绩查看', icon: '', sort: 3, parentId: 2166, path: '/scoreViewAE', children: null },
            { id: 2170, autoName: '不及格学生', icon: '', sort: 4, parentId: 2166, path: '/failedStudentAE', children: null },
            { id: 2171, autoName: '成绩打印', icon: '', sort: 5, parentId: 2166, path: '/scorePrintingAE', children: null },
          ],
        },
        {
          id: 2172, autoName: '成绩查询', icon: '', sort: 3, parentId: 2006, path: null,
          children: [
            { id: 2173, autoName: '学生成绩查询', icon: '', sort: 1, parentId: 2172, path: '/inquiryStudentsScore', children: null },
            { id: 2174, autoName: '考生信息查询', icon: '', sort: 2, parentId: 2172, path: '/inquiryExamStudents', children: null },
            { id: 2175, autoName: '查分密码管理', icon: '', sort: 3, parentId: 2172, path: '/examScoreLoginPwd', children: null },
          ],
        },
      ],
    },
    {
      id: 2007, autoName: '论文管理', icon: 'IconFile', sort: 7, parentId: 0, path: null,
      children: [
        {
          id: 2176, autoName: '论文计划', icon: '', sort: 1, parentId: 2007, path: null,
          children: [
            { id: 2177, autoName: '论文计划分组', icon: '', sort: 1, parentId: 2176, path: '/dissertationToExamineAE', children: null },
            { id: 2178, autoName: '论文抽检计划', icon: '', sort: 2, parentId: 2176, path: '/paperDrawPlanAE', children: null },
            { id: 2179, autoName: '论文指导', icon: '', sort: 3, parentId: 2176, path: '/dissertationGuidanceAE', children: null },
          ],
        },
        {
          id: 2180, autoName: '论文审核', icon: '', sort: 2, parentId: 2007, path: null,
          children: [
            { id: 2181, autoName: '论文材料验收', icon: '', sort: 1, parentId: 2180, path: '/paperInformationStudentAE', children: null },
            { id: 2182, autoName: '论文查重审核', icon: '', sort: 2, parentId: 2180, path: '/paperInspectionReviewAE', children: null },
            { id: 2183, autoName: '专家评阅', icon: '', sort: 3, parentId: 2180, path: '/specialistScoreAE', children: null },
          ],
        },
        {
          id: 2184, autoName: '答辩与成绩', icon: '', sort: 3, parentId: 2007, path: null,
          children: [
            { id: 2185, autoName: '答辩申请', icon: '', sort: 1, parentId: 2184, path: '/paperScoreStudentAE', children: null },
            { id: 2186, autoName: '答辩评分', icon: '', sort: 2, parentId: 2184, path: '/defenceScoreStudentAE', children: null },
            { id: 2187, autoName: '答辩成绩管理', icon: '', sort: 3, parentId: 2184, path: '/defenceScoreStudentManageAE', children: null },
            { id: 2188, autoName: '成绩评定', icon: '', sort: 4, parentId: 2184, path: '/assessmentAE', children: null },
            { id: 2189, autoName: '论文成绩汇总', icon: '', sort: 5, parentId: 2184, path: '/studentSummaryViewAE', children: null },
          ],
        },
      ],
    },
    {
      id: 2008, autoName: '教学托管', icon: 'IconDesktop', sort: 8, parentId: 0, path: null,
      children: [
        { id: 2190, autoName: '教学托管申请', icon: '', sort: 1, parentId: 2008, path: '/teachTrusteeshipApplyAE', children: null },
      ],
    },
    {
      id: 2009, autoName: '练习试卷', icon: 'IconEdit', sort: 14, parentId: 0, path: null,
      children: [
        { id: 2191, autoName: '课程题库', icon: '', sort: 14, parentId: 2009, path: '/curriculumAuestionBankAE', children: null },
      ],
    },
    {
      id: 2010, autoName: '大数据分析', icon: 'IconDashboard', sort: 10, parentId: 0, path: null,
      children: [
        { id: 2192, autoName: '学习情况分析', icon: '', sort: 1, parentId: 2010, path: '/learningAnalysisAE', children: null },
        { id: 2193, autoName: '专业课程分析', icon: '', sort: 2, parentId: 2010, path: '/professionalAnalysisCourseAE', children: null },
        { id: 2194, autoName: '课程分析', icon: '', sort: 3, parentId: 2010, path: '/courseAnalysisAE', children: null },
        { id: 2195, autoName: '开课数据统计', icon: '', sort: 4, parentId: 2010, path: '/courseOpenDataAE', children: null },
        { id: 2196, autoName: '执行计划课程分析', icon: '', sort: 5, parentId: 2010, path: '/executionPlanCourseAE', children: null },
        { id: 2197, autoName: '论文答辩分析', icon: '', sort: 6, parentId: 2010, path: '/thesisDefenseAnalysisAE', children: null },
        { id: 2198, autoName: '考试数据分析', icon: '', sort: 7, parentId: 2010, path: '/examDataAnalysisAE', children: null },
        { id: 2199, autoName: '考试成绩分析', icon: '', sort: 8, parentId: 2010, path: '/examResultsAnalysisAE', children: null },
      ],
    },
    {
      id: 2011, autoName: '站点管理', icon: 'IconHome', sort: 11, parentId: 0, path: null,
      children: [
        { id: 2200, autoName: '函授站管理', icon: '', sort: 1, parentId: 2011, path: '/studentPointAE', children: null },
        { id: 2201, autoName: '教学点管理', icon: '', sort: 2, parentId: 2011, path: '/teachingPointAE', children: null },
        { id: 2202, autoName: '教室管理', icon: '', sort: 3, parentId: 2011, path: '/classroomManagementAE', children: null },
        { id: 2203, autoName: '班主任管理', icon: '', sort: 4, parentId: 2011, path: '/headmasterAE', children: null },
      ],
    },
    {
      id: 2012, autoName: '消息中心', icon: 'IconNotification', sort: 12, parentId: 0, path: null,
      children: [
        { id: 2204, autoName: '平台公告', icon: '', sort: 1, parentId: 2012, path: '/platformNoticeAE', children: null },
        { id: 2205, autoName: '院长信箱', icon: '', sort: 2, parentId: 2012, path: '/deanMailboxAE', children: null },
      ],
    },
    {
      id: 2013, autoName: '职工管理', icon: 'IconSafe', sort: 13, parentId: 0, path: null,
      children: [
        { id: 2206, autoName: '职工账号', icon: '', sort: 1, parentId: 2013, path: '/platformAccountAE', children: null },
        { id: 2207, autoName: '角色管理', icon: '', sort: 2, parentId: 2013, path: '/roleManagementAE', children: null },
      ],
    },
    {
      id: 2014, autoName: '系统设置', icon: 'IconSettings', sort: 14, parentId: 0, path: null,
      children: [
        {
          id: 2209, autoName: '基础设置', icon: '', sort: 1, parentId: 2014, path: null,
          children: [
            { id: 2210, autoName: '院校设置', icon: '', sort: 1, parentId: 2209, path: '/schoolSystemSettingAE', children: null },
            { id: 2211, autoName: '学院设置', icon: '', sort: 2, parentId: 2209, path: '/collegeSettingAE', children: null },
            { id: 2208, autoName: '院系设置', icon: '', sort: 3, parentId: 2209, path: '/facultyAE', children: null },
            { id: 2212, autoName: '单位设置', icon: '', sort: 4, parentId: 2209, path: '/unitSettingAE', children: null },
            { id: 2213, autoName: '地区设置', icon: '', sort: 5, parentId: 2209, path: '/regionSettingAE', children: null },
            { id: 2214, autoName: '学院配置', icon: '', sort: 6, parentId: 2209, path: '/collegeConfigAE', children: null },
            { id: 2215, autoName: '安卓版本管理', icon: '', sort: 7, parentId: 2209, path: '/versionAE', children: null },
          ],
        },
        {
          id: 2216, autoName: '教学设置', icon: '', sort: 2, parentId: 2014, path: null,
          children: [
            { id: 2217, autoName: '科类设置', icon: '', sort: 1, parentId: 2216, path: '/familySettingAE', children: null },
            { id: 2218, autoName: '专业设置', icon: '', sort: 2, parentId: 2216, path: '/majorSettingAE', children: null },
            { id: 2219, autoName: '专业学位设置', icon: '', sort: 3, parentId: 2216, path: '/professionalDegreeAE', children: null },
            { id: 2220, autoName: '开设课程', icon: '', sort: 4, parentId: 2216, path: '/openCourseAE', children: null },
            { id: 2221, autoName: '课程节点设置', icon: '', sort: 5, parentId: 2216, path: '/courseNodeSettingAE', children: null },
          ],
        },
        {
          id: 2222, autoName: '学期与收费', icon: '', sort: 3, parentId: 2014, path: null,
          children: [
            { id: 2223, autoName: '批次管理', icon: '', sort: 1, parentId: 2222, path: '/batchAE', children: null },
            { id: 2224, autoName: '校历设置', icon: '', sort: 2, parentId: 2222, path: '/schoolCalendarSettingAE', children: null },
            { id: 2225, autoName: '开学设置', icon: '', sort: 3, parentId: 2222, path: '/schoolOpeningSettingAE', children: null },
            { id: 2226, autoName: '学费设置', icon: '', sort: 4, parentId: 2222, path: '/tuitionSettingAE', children: null },
          ],
        },
      ],
    },
  ],
};
