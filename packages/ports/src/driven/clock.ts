import type { CalendarDate } from '@benefit-store/domain';

/** Where "today" comes from; the domain never asks the system clock itself. */
export interface Clock {
  today(): CalendarDate;
}
