import * as t from 'io-ts';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  AddFilterForNewUserResponse,
  ChangeFilterInfoResponse,
  FilterInfo,
  GetEnrollmentTempInfoResponse,
  Routes,
  decode,
  type AddFilterForNewUserRequest,
  type ChangeFilterInfoRequest,
} from '@benefit-store/contract';
import { formatUsDate, unexpected, type DomainError, type EnrollmentContext, type QuoteDetails, type QuoteFilter, dropEmpty } from '@benefit-store/domain';
import type { FilterGateway, FilterSaved } from '@benefit-store/ports';
import type { ApiClient } from './api-client.ts';
import { toCartNotice } from './shopping-wire.ts';


const wireFilter = (filter: QuoteFilter) => ({
  zip: filter.zip,
  dob: formatUsDate(filter.dob),
  gender: filter.gender,
  tier: filter.tier,
});

const wireContext = (context: EnrollmentContext) => ({
  eprocess: context.eprocess,
  agent_id: context.agentId,
  group_id: context.groupId,
  platform_group_id: context.portalId,
  type: context.enrollType,
  open_type: context.openType,
});

/** The filter's extra answers beside the FilterInfo fields (all optional). */
const FilterInfoAnswers = t.partial({ annual_incode: t.string, working_hours: t.string, smoker_answered: t.string, category: t.string });

/** The quote's extra answers on the wire (annual income, working hours, the tobacco answer, the premier category). */
const wireDetails = (details: QuoteDetails & { readonly category?: string }) => ({
  annual_incode: details.annualIncome,
  working_hours: details.workingHours,
  is_smoker: details.isSmoker,
  category: details.category,
});

/** change-filter-info's answer: the enrollment, its state, and what the change did to the cart (docs/adr/0613). */
const filterChanged = (tempId: string, data: t.TypeOf<typeof ChangeFilterInfoResponse>['data']): FilterSaved => ({
  tempId: data.temp_enrollment_id ?? tempId,
  ...(data.state ? { state: data.state } : {}),
  ...(data.cart_changes && data.cart_changes.length > 0 ? { cartChanges: data.cart_changes.map(toCartNotice) } : {}),
});

export const httpFilterGateway = (api: ApiClient): FilterGateway => ({
  current(tempId) {
    return api
      .call(Routes.getEnrollmentTempInfo, GetEnrollmentTempInfoResponse, { query: { enrollment_id: tempId, column: 'filter_info' } })
      .andThen(({ data }) => {
        const filter = decode(FilterInfo, data.result);
        if (!filter.ok) return errAsync(unexpected(`filter_info answered in an unexpected shape: ${filter.problems.join('; ')}`));
        const extra = decode(FilterInfoAnswers, data.result);
        const answers = extra.ok ? extra.value : {};
        // is_smoker '0' alone is the default No: it is an answer only once smoker_answered is '1' (ADR 0610).
        const smoker = answers.smoker_answered === '1' && (filter.value.is_smoker === '0' || filter.value.is_smoker === '1') ? filter.value.is_smoker : undefined;
        return okAsync({
          zip: filter.value.zip,
          dob: filter.value.dob,
          gender: filter.value.gender,
          tier: filter.value.tier,
          ...(filter.value.state ? { state: filter.value.state } : {}),
          ...(smoker ? { isSmoker: smoker } : {}),
          ...(answers.annual_incode ? { annualIncome: answers.annual_incode } : {}),
          ...(answers.working_hours ? { workingHours: answers.working_hours } : {}),
          ...(answers.category ? { category: answers.category } : {}),
        });
      });
  },
  create(filter, context): ResultAsync<FilterSaved, DomainError> {
    // The filter's own fields are validated and never empty; only the context may lack values.
    const body: AddFilterForNewUserRequest = { ...wireFilter(filter), ...dropEmpty(wireContext(context)) };
    return api
      .call(Routes.addFilterForNewUser, AddFilterForNewUserResponse, { body })
      .map(({ data }) => ({ tempId: data.temp_enrollment_id, ...(data.state ? { state: data.state } : {}) }));
  },
  update(tempId, filter, context, details = {}) {
    const { eprocess, agent_id, group_id } = wireContext(context);
    const body: ChangeFilterInfoRequest = dropEmpty({ ...wireFilter(filter), eprocess, agent_id, group_id, ...wireDetails(details) });
    return api.call(Routes.changeFilterInfo, ChangeFilterInfoResponse, { params: { tempId }, body }).map(({ data }) => filterChanged(tempId, data));
  },
  changeDetails(tempId, details) {
    const body: ChangeFilterInfoRequest = dropEmpty(wireDetails(details));
    return api.call(Routes.changeFilterInfo, ChangeFilterInfoResponse, { params: { tempId }, body }).map(({ data }) => filterChanged(tempId, data));
  },
});
