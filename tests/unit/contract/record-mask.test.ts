// @vitest-environment node
/** Recorded live responses keep their shape but lose personal data and secrets. */
import { describe, expect, it } from 'vitest';
import { getListAdultStudentModifiesResponseMock } from '@/generated/api/student/student.msw';
import { loadFixtures, mask, recordingRefusal } from '../../contract/record';
import { validateResponse } from '../../contract/validate';

describe('masking recorded responses', () => {
  it('hides names, ID numbers, phones, addresses, photos and secrets, keeping the shape', () => {
    expect(
      mask({
        token: '5f1c2b7e9a3d4c8bb0e6a1f27d9c3e10',
        student_name: '陈浩然',
        course_name: '现代汉语',
        id_card: '440106199803152718',
        phone: '13926015873',
        email: 'chenhr@example.edu.cn',
        address: '广州市天河区中山大道西 55 号',
        photo: 'https://jw-oss.example.edu.cn/photo/30215.jpg',
        student_no: '2026440101023',
        changes: [{ field: 'phone', label: '手机号', old_value: '13826451907', new_value: '13926015873' }],
        total: 48,
      }),
    ).toEqual({
      token: '***',
      student_name: '陈某某',
      course_name: '现代汉语',
      id_card: '440106199001010008',
      phone: '13900000073',
      email: 'user***@example.edu.cn',
      address: '（已隐去）',
      photo: 'https://example.invalid/masked.jpg',
      student_no: '2026000000023',
      changes: [{ field: 'phone', label: '手机号', old_value: '13800000007', new_value: '13900000073' }],
      total: 48,
    });
  });

  it('leaves a contract response valid after masking, and the committed fixtures replay cleanly', () => {
    const masked = mask(getListAdultStudentModifiesResponseMock());
    expect(validateResponse('listAdultStudentModifies', masked)).toEqual({ ok: true });
    for (const fixture of loadFixtures())
      expect(validateResponse(fixture.operationId, fixture.response), fixture.operationId).toEqual({
        ok: true,
      });
  });

  it('records a backend, never a mock on this machine, and keeps no fixture recorded from one', () => {
    expect(recordingRefusal('jw-test.example.edu.cn')).toBeUndefined();
    expect(recordingRefusal('10.20.3.14:8080')).toBeUndefined();
    for (const host of ['127.0.0.1:4011', 'localhost:4010', '[::1]:4010'])
      expect(recordingRefusal(host), host).toMatch(/本机/);
    for (const fixture of loadFixtures())
      expect(recordingRefusal(fixture.recordedFrom), fixture.operationId).toBeUndefined();
  });
});
