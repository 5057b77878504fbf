import { GroupEnrollmentInfoResponse, PlanRoutes, SetEnrollmentGroupCodeResponse } from '@benefit-store/contract';
import type { GroupCodeGateway } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';

/** GroupCodeGateway over group-enrollment-info and set-enrollment-group-code. */
export const httpGroupCode = (api: ApiClient): GroupCodeGateway => ({
  info: (tempId, planId) =>
    api
      .call(PlanRoutes.groupEnrollmentInfo, GroupEnrollmentInfoResponse, { query: { enrollment_id: tempId, plan_id: planId } })
      .map(({ data }) => ({ groupEnrollment: data.has_enrollment, captureGroupCode: data.capture_groupcode })),
  join: (tempId, groupCode) =>
    api.call(PlanRoutes.setEnrollmentGroupCode, SetEnrollmentGroupCodeResponse, { body: { enrollment_id: tempId, group_code: groupCode } }).map(({ data }) => ({
      groupId: data.group_id,
      name: data.gname,
      code: data.gcode,
      agentId: data.agent_id,
      ...(data.platform_group_id !== null ? { portalId: data.platform_group_id } : {}),
    })),
});
