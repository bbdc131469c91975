import type { DatesInfo } from '@shop/contracts/checkout.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';

/**
 * cart-and-ordering.md §4 "Address selection": the first pickup date for pickup, else the earliest
 * delivery date, else the first date of the list.
 */
export function earliestDate(datesInfo: DatesInfo, deliveryType: number): string | null {
  if (deliveryType === DeliveryType.pickup && (datesInfo.pickupDate ?? datesInfo.firstPickupDate)) {
    return datesInfo.pickupDate ?? datesInfo.firstPickupDate;
  }
  return datesInfo.earlyDeliveryDate ?? datesInfo.dates.find((date) => !date.disabled)?.id ?? datesInfo.dates[0]?.id ?? null;
}
