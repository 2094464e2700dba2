/**
 * lib/domain/learning/course-access.ts classroomWriteGrant (issue 15 items 3–4): which classroom writes
 * the access decision allows — progress for course-wide access (spec §3 enrollment types as the
 * reason an enrollment is made with), nothing saved for a free preview (spec §3 lecture preview)
 * or without access.
 */
import { describe, expect, it } from 'vitest';
import { classroomWriteGrant } from '@/lib/domain/learning/course-access';

describe('classroomWriteGrant', () => {
  it('records on the existing enrollment (no new one) when an enrollment grants access', () => {
    expect(classroomWriteGrant({ canWatch: true, grant: 'enrollment', reason: 'PAID' })).toEqual({ ok: true, enrollAs: undefined });
  });

  it('enrolls with the access reason when a plan or role grants access (premium, organisation, staff)', () => {
    for (const reason of ['MEMBERSHIP', 'PREVIEW_TRIAL', 'B2B', 'DEGREE', 'STAFF', 'PROFESSOR', 'MENTOR'] as const) {
      expect(classroomWriteGrant({ canWatch: true, grant: 'entitlement', reason })).toEqual({ ok: true, enrollAs: reason });
    }
  });

  it('saves nothing for a free preview watched without the course', () => {
    expect(classroomWriteGrant({ canWatch: true, grant: 'preview', reason: null })).toEqual({ ok: false, refusal: 'preview' });
  });

  it('saves nothing without access', () => {
    expect(classroomWriteGrant({ canWatch: false, grant: 'none', reason: null })).toEqual({ ok: false, refusal: 'none' });
    // A lapsed enrollment (canWatch false) is not a grant, whatever else is set.
    expect(classroomWriteGrant({ canWatch: false, grant: 'enrollment', reason: 'MEMBERSHIP' })).toEqual({ ok: false, refusal: 'none' });
  });
});
